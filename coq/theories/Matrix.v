(* An N x N confusion matrix of reals and the finite sums over its indices.

   A matrix is a function [M : nat -> nat -> R]; with size [n] only the entries
   [M i j] with [i, j < n] matter (rows = actual class, columns = predicted
   class, classes numbered 0 .. n-1, so class k of the paper is index k-1).

   Finite sums are defined here by recursion ([fsum]); nothing comes from
   Coquelicot or from the Python suite.  The lemmas below are the index-sum
   rules the every-N theorems use: linearity, splitting off the last index,
   constants, exchange of a double sum, a Kronecker delta collapsing a sum,
   positivity and monotonicity. *)
Require Import Reals Lra Lia.
Open Scope R_scope.

(* ------------------------------------------------------------------ *)
(* Finite sums: fsum n f = f 0 + f 1 + ... + f (n-1).                   *)

Fixpoint fsum (n : nat) (f : nat -> R) : R :=
  match n with
  | O => 0
  | S m => fsum m f + f m
  end.

Lemma fsum_0 (f : nat -> R) : fsum 0 f = 0.
Proof. reflexivity. Qed.

(* splitting off the last index *)
Lemma fsum_S (n : nat) (f : nat -> R) : fsum (S n) f = fsum n f + f n.
Proof. reflexivity. Qed.

(* splitting off the first index *)
Lemma fsum_S_first (n : nat) (f : nat -> R) :
  fsum (S n) f = f O + fsum n (fun k => f (S k)).
Proof.
  induction n; simpl in *; [ring |]. rewrite IHn. ring.
Qed.

Lemma fsum_ext (n : nat) (f g : nat -> R) :
  (forall k, (k < n)%nat -> f k = g k) -> fsum n f = fsum n g.
Proof.
  induction n; intro H; [reflexivity |]. simpl.
  rewrite IHn, H; [reflexivity | lia | intros; apply H; lia].
Qed.

(* linearity *)
Lemma fsum_plus (n : nat) (f g : nat -> R) :
  fsum n (fun k => f k + g k) = fsum n f + fsum n g.
Proof. induction n; simpl; [ring | rewrite IHn; ring]. Qed.

Lemma fsum_minus (n : nat) (f g : nat -> R) :
  fsum n (fun k => f k - g k) = fsum n f - fsum n g.
Proof. induction n; simpl; [ring | rewrite IHn; ring]. Qed.

Lemma fsum_opp (n : nat) (f : nat -> R) : fsum n (fun k => - f k) = - fsum n f.
Proof. induction n; simpl; [ring | rewrite IHn; ring]. Qed.

Lemma fsum_scal_l (n : nat) (c : R) (f : nat -> R) :
  fsum n (fun k => c * f k) = c * fsum n f.
Proof. induction n; simpl; [ring | rewrite IHn; ring]. Qed.

Lemma fsum_scal_r (n : nat) (c : R) (f : nat -> R) :
  fsum n (fun k => f k * c) = fsum n f * c.
Proof. induction n; simpl; [ring | rewrite IHn; ring]. Qed.

(* sums of a constant *)
Lemma fsum_const (n : nat) (c : R) : fsum n (fun _ => c) = INR n * c.
Proof. induction n; simpl fsum; [simpl; ring | rewrite IHn, S_INR; ring]. Qed.

Lemma fsum_zero (n : nat) : fsum n (fun _ => 0) = 0.
Proof. rewrite fsum_const. ring. Qed.

(* exchange of a double finite sum *)
Lemma fsum_swap (n m : nat) (f : nat -> nat -> R) :
  fsum n (fun i => fsum m (fun j => f i j)) = fsum m (fun j => fsum n (fun i => f i j)).
Proof.
  induction n.
  - simpl. symmetry. apply fsum_zero.
  - simpl. rewrite IHn, <- fsum_plus. reflexivity.
Qed.

(* positivity and monotonicity *)
Lemma fsum_nonneg (n : nat) (f : nat -> R) :
  (forall k, (k < n)%nat -> 0 <= f k) -> 0 <= fsum n f.
Proof.
  induction n; intro H; simpl; [lra |].
  assert (0 <= f n) by (apply H; lia).
  assert (0 <= fsum n f) by (apply IHn; intros; apply H; lia). lra.
Qed.

Lemma fsum_le (n : nat) (f g : nat -> R) :
  (forall k, (k < n)%nat -> f k <= g k) -> fsum n f <= fsum n g.
Proof.
  intro H. assert (0 <= fsum n (fun k => g k - f k)) by (apply fsum_nonneg; intros k Hk; specialize (H k Hk); lra).
  rewrite fsum_minus in H0. lra.
Qed.

(* one term of a sum of non-negative terms is at most the sum *)
Lemma fsum_term_le (n j : nat) (f : nat -> R) :
  (j < n)%nat -> (forall k, (k < n)%nat -> 0 <= f k) -> f j <= fsum n f.
Proof.
  induction n; intros Hj H; [lia |]. simpl.
  destruct (Nat.eq_dec j n) as [-> | Hne].
  - assert (0 <= fsum n f) by (apply fsum_nonneg; intros; apply H; lia). lra.
  - assert (f j <= fsum n f) by (apply IHn; [lia | intros; apply H; lia]).
    assert (0 <= f n) by (apply H; lia). lra.
Qed.

(* the sum of squares of non-negative terms is at most the square of the sum *)
Lemma fsum_sq_le (n : nat) (f : nat -> R) :
  (forall k, (k < n)%nat -> 0 <= f k) -> fsum n (fun k => f k * f k) <= fsum n f * fsum n f.
Proof.
  induction n; intro H; simpl; [lra |].
  assert (H1 : fsum n (fun k => f k * f k) <= fsum n f * fsum n f) by (apply IHn; intros; apply H; lia).
  assert (0 <= f n) by (apply H; lia).
  assert (0 <= fsum n f) by (apply fsum_nonneg; intros; apply H; lia).
  nra.
Qed.

(* ------------------------------------------------------------------ *)
(* Kronecker delta, and a delta collapsing a sum.                        *)

Definition delta (i j : nat) : R := if Nat.eqb i j then 1 else 0.

Lemma delta_same (i : nat) : delta i i = 1.
Proof. unfold delta. rewrite Nat.eqb_refl. reflexivity. Qed.

Lemma delta_diff (i j : nat) : i <> j -> delta i j = 0.
Proof. intro H. unfold delta. destruct (Nat.eqb_spec i j); [contradiction | reflexivity]. Qed.

Lemma delta_sym (i j : nat) : delta i j = delta j i.
Proof. unfold delta. destruct (Nat.eqb_spec i j), (Nat.eqb_spec j i); subst; try reflexivity; lia. Qed.

Lemma delta_sq (i j : nat) : delta i j * delta i j = delta i j.
Proof. unfold delta. destruct (Nat.eqb i j); ring. Qed.

Lemma delta_range (i j : nat) : 0 <= delta i j <= 1.
Proof. unfold delta. destruct (Nat.eqb i j); lra. Qed.

Lemma fsum_delta (n j : nat) (f : nat -> R) :
  (j < n)%nat -> fsum n (fun k => delta j k * f k) = f j.
Proof.
  induction n; intro H; [lia |]. simpl.
  destruct (Nat.eq_dec j n) as [-> | Hne].
  - rewrite delta_same, (fsum_ext n _ (fun _ => 0)), fsum_zero; [ring |].
    intros k Hk. rewrite delta_diff by lia. ring.
  - rewrite IHn, delta_diff by lia. ring.
Qed.

Lemma fsum_delta_r (n j : nat) (f : nat -> R) :
  (j < n)%nat -> fsum n (fun k => f k * delta k j) = f j.
Proof.
  intro H. rewrite <- (fsum_delta n j f H). apply fsum_ext. intros k _.
  rewrite delta_sym. ring.
Qed.

Lemma fsum_delta1 (n j : nat) : (j < n)%nat -> fsum n (fun k => delta j k) = 1.
Proof.
  intro H. rewrite (fsum_ext n _ (fun k => delta j k * 1)) by (intros; ring).
  exact (fsum_delta n j (fun _ => 1) H).
Qed.

(* two different deltas never fire together *)
Lemma fsum_delta_delta (n i j : nat) :
  (i < n)%nat -> i <> j -> fsum n (fun k => delta i k * delta j k) = 0.
Proof.
  intros H Hne. rewrite (fsum_delta n i (fun k => delta j k) H). apply delta_diff. auto.
Qed.

Lemma fsum_delta_out (n j : nat) (f : nat -> R) :
  (n <= j)%nat -> fsum n (fun k => delta j k * f k) = 0.
Proof.
  intro H. rewrite (fsum_ext n _ (fun _ => 0)), fsum_zero; [reflexivity |].
  intros k Hk. rewrite delta_diff by lia. ring.
Qed.

(* ------------------------------------------------------------------ *)
(* The confusion matrix and its aggregates.                               *)

Definition matrix := nat -> nat -> R.

Section Aggregates.
Variable n : nat.
Variable M : matrix.

Definition row (i : nat) : R := fsum n (fun j => M i j).          (* r_i *)
Definition col (j : nat) : R := fsum n (fun i => M i j).          (* c_j *)
Definition total : R := fsum n (fun i => fsum n (fun j => M i j)). (* S *)
Definition trace : R := fsum n (fun k => M k k).
Definition sum_rc : R := fsum n (fun k => row k * col k).          (* sum_k r_k c_k *)
Definition sum_rr : R := fsum n (fun k => row k * row k).          (* sum_k r_k^2 *)
Definition sum_cc : R := fsum n (fun k => col k * col k).          (* sum_k c_k^2 *)

(* entries >= 0 (a confusion matrix of counts or proportions) *)
Definition nonneg : Prop := forall i j, (i < n)%nat -> (j < n)%nat -> 0 <= M i j.

(* symmetric: C = C^T *)
Definition symmetric : Prop := forall i j, (i < n)%nat -> (j < n)%nat -> M i j = M j i.
End Aggregates.

Definition transpose (M : matrix) : matrix := fun i j => M j i.

(* sum of row sums = total = sum of column sums *)
Lemma sum_rows_total (n : nat) (M : matrix) : fsum n (row n M) = total n M.
Proof. reflexivity. Qed.

Lemma sum_cols_total (n : nat) (M : matrix) : fsum n (col n M) = total n M.
Proof. unfold col, total. rewrite fsum_swap. reflexivity. Qed.

Lemma sum_rows_minus_cols (n : nat) (M : matrix) :
  fsum n (fun k => row n M k - col n M k) = 0.
Proof. rewrite fsum_minus, sum_rows_total, sum_cols_total. ring. Qed.

Lemma row_transpose (n : nat) (M : matrix) (k : nat) : row n (transpose M) k = col n M k.
Proof. reflexivity. Qed.

Lemma col_transpose (n : nat) (M : matrix) (k : nat) : col n (transpose M) k = row n M k.
Proof. reflexivity. Qed.

(* the aggregates depend only on the entries with indices < n *)
Section Ext.
Variables (n : nat) (M M' : matrix).
Hypothesis E : forall i j, (i < n)%nat -> (j < n)%nat -> M i j = M' i j.

Lemma row_ext k : (k < n)%nat -> row n M k = row n M' k.
Proof. intro. apply fsum_ext. intros. apply E; lia. Qed.
Lemma col_ext k : (k < n)%nat -> col n M k = col n M' k.
Proof. intro. apply fsum_ext. intros. apply E; lia. Qed.
Lemma total_ext : total n M = total n M'.
Proof. apply fsum_ext. intros. apply (row_ext k). lia. Qed.
Lemma trace_ext : trace n M = trace n M'.
Proof. apply fsum_ext. intros. apply E; lia. Qed.
Lemma sum_rc_ext : sum_rc n M = sum_rc n M'.
Proof. apply fsum_ext. intros. rewrite row_ext, col_ext by lia. reflexivity. Qed.
Lemma sum_rr_ext : sum_rr n M = sum_rr n M'.
Proof. apply fsum_ext. intros. rewrite row_ext by lia. reflexivity. Qed.
Lemma sum_cc_ext : sum_cc n M = sum_cc n M'.
Proof. apply fsum_ext. intros. rewrite col_ext by lia. reflexivity. Qed.
End Ext.

(* ------------------------------------------------------------------ *)
(* Facts about the aggregates of a non-negative matrix.                  *)

Section NonNeg.
Variables (n : nat) (M : matrix).
Hypothesis H : nonneg n M.

Lemma row_nonneg k : (k < n)%nat -> 0 <= row n M k.
Proof. intro. apply fsum_nonneg. intros. apply H; lia. Qed.
Lemma col_nonneg k : (k < n)%nat -> 0 <= col n M k.
Proof. intro. apply fsum_nonneg. intros. apply H; lia. Qed.
Lemma total_nonneg : 0 <= total n M.
Proof. apply fsum_nonneg. intros. apply row_nonneg. lia. Qed.
Lemma row_le_total k : (k < n)%nat -> row n M k <= total n M.
Proof. intro. apply (fsum_term_le n k (row n M)); [lia | intros; apply row_nonneg; lia]. Qed.
Lemma col_le_total k : (k < n)%nat -> col n M k <= total n M.
Proof. intro. rewrite <- sum_cols_total. apply (fsum_term_le n k (col n M)); [lia | intros; apply col_nonneg; lia]. Qed.
Lemma diag_le_row k : (k < n)%nat -> M k k <= row n M k.
Proof. intro. apply (fsum_term_le n k (fun j => M k j)); [lia | intros; apply H; lia]. Qed.
Lemma diag_le_col k : (k < n)%nat -> M k k <= col n M k.
Proof. intro. apply (fsum_term_le n k (fun i => M i k)); [lia | intros; apply H; lia]. Qed.
Lemma trace_le_total : trace n M <= total n M.
Proof. apply fsum_le. intros. apply diag_le_row. lia. Qed.

(* S - r_k - c_k + C_kk is the sum of the entries outside row k and column k *)
Lemma outside_row_col k : (k < n)%nat ->
  total n M - row n M k - col n M k + M k k
  = fsum n (fun i => fsum n (fun j => (1 - delta k i) * (1 - delta k j) * M i j)).
Proof.
  intro Hk.
  transitivity (fsum n (fun i => fsum n (fun j => M i j)
                     - fsum n (fun j => delta k j * M i j)
                     - delta k i * fsum n (fun j => M i j)
                     + delta k i * fsum n (fun j => delta k j * M i j))).
  - rewrite !fsum_plus, !fsum_minus.
    rewrite (fsum_swap n n (fun i j => delta k j * M i j)).
    rewrite (fsum_ext n (fun j => fsum n (fun i => delta k j * M i j)) (fun j => delta k j * col n M j))
      by (intros; unfold col; rewrite fsum_scal_l; reflexivity).
    rewrite fsum_delta by exact Hk.
    rewrite (fsum_delta n k (fun i => fsum n (fun j => M i j))) by exact Hk.
    rewrite (fsum_delta n k (fun i => fsum n (fun j => delta k j * M i j))) by exact Hk.
    rewrite fsum_delta by exact Hk.
    unfold total, row. ring.
  - apply fsum_ext. intros i _. rewrite <- !fsum_scal_l, <- !fsum_minus, <- fsum_plus.
    apply fsum_ext. intros. ring.
Qed.

Lemma outside_nonneg k : (k < n)%nat -> row n M k + col n M k - M k k <= total n M.
Proof.
  intro Hk. assert (0 <= total n M - row n M k - col n M k + M k k); [| lra].
  rewrite outside_row_col by exact Hk.
  apply fsum_nonneg. intros i Hi. apply fsum_nonneg. intros j Hj.
  pose proof (delta_range k i). pose proof (delta_range k j). pose proof (H i j Hi Hj).
  apply Rmult_le_pos; [apply Rmult_le_pos |]; lra.
Qed.

Lemma sum_rc_le : sum_rc n M <= total n M * total n M.
Proof.
  unfold sum_rc. rewrite <- (sum_rows_total n M) at 1. rewrite <- fsum_scal_r.
  apply fsum_le. intros k Hk.
  pose proof (row_nonneg k Hk). pose proof (col_le_total k Hk). nra.
Qed.

Lemma sum_rr_le : sum_rr n M <= total n M * total n M.
Proof. unfold sum_rr. rewrite <- (sum_rows_total n M). apply fsum_sq_le. apply row_nonneg. Qed.

Lemma sum_cc_le : sum_cc n M <= total n M * total n M.
Proof. unfold sum_cc. rewrite <- (sum_cols_total n M). apply fsum_sq_le. apply col_nonneg. Qed.
End NonNeg.

(* symmetric matrices: row sums equal column sums *)
Lemma symmetric_row_col (n : nat) (M : matrix) k :
  symmetric n M -> (k < n)%nat -> row n M k = col n M k.
Proof. intros H Hk. apply fsum_ext. intros. apply H; lia. Qed.

Lemma symmetric_marginals (n : nat) (M : matrix) :
  symmetric n M -> sum_rc n M = sum_rr n M /\ sum_cc n M = sum_rr n M.
Proof.
  intro H. split; apply fsum_ext; intros k Hk; rewrite (symmetric_row_col n M k H Hk); reflexivity.
Qed.
