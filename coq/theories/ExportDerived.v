(* The facts the generated proofs of checked derivations (Derived claims over every N) use.
   A statement over N x N arrays is printed with each index sum of the claim (its atoms) as
   nested [fsum]s over the arrays (Matrix.v); the proof first states facts about those
   sums, then makes each sum an opaque real and closes the goal by the generic tactics of
   Export.v.  The facts below are stated on the very sums the exporter prints (nested
   [fsum]s, bound indices in order, factors in the atom's order) and proved here from
   Matrix.v's recursive [fsum]: nothing is assumed.  For a symmetric array the exporter
   reads entry (i, j) as [M (Nat.min i j) (Nat.max i j)], for a diagonal one as
   [delta i j * v i]: the lemmas are applied to those matrices. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.KappaRange KappaMCC.Export KappaMCC.ExportSums.
Open Scope R_scope.

(* ------------------------------------------------------------------ *)
(* The sums Sum_a r_a c_a, Sum_a r_a^2, Sum_a c_a^2 as the atoms print them. *)
Section Atoms.
Variables (n : nat) (M : matrix).

Lemma kd_rc_eq :
  fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M b c))) = sum_rc n M.
Proof.
  transitivity (fsum n (fun a => fsum n (fun b => M a b * row n M b))).
  { apply fsum_ext; intros a _; apply fsum_ext; intros b _. unfold row. apply fsum_scal_l. }
  rewrite fsum_swap. unfold sum_rc. apply fsum_ext; intros b _.
  rewrite (fsum_scal_r n (row n M b) (fun a => M a b)). unfold col. ring.
Qed.

Lemma kd_rr_eq :
  fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M a c))) = sum_rr n M.
Proof.
  unfold sum_rr. apply fsum_ext; intros a _.
  transitivity (fsum n (fun b => M a b * row n M a)).
  { apply fsum_ext; intros b _. unfold row. apply fsum_scal_l. }
  rewrite (fsum_scal_r n (row n M a) (fun b => M a b)). reflexivity.
Qed.

Lemma kd_cc_eq :
  fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M c b))) = sum_cc n M.
Proof.
  transitivity (fsum n (fun a => fsum n (fun b => M a b * col n M b))).
  { apply fsum_ext; intros a _; apply fsum_ext; intros b _. unfold col. apply fsum_scal_l. }
  rewrite fsum_swap. unfold sum_cc. apply fsum_ext; intros b _.
  rewrite (fsum_scal_r n (col n M b) (fun a => M a b)). reflexivity.
Qed.

(* Sum_k (r_k - c_k)^2 >= 0 *)
Lemma kd_rc_le_sq : 2 * sum_rc n M <= sum_rr n M + sum_cc n M.
Proof.
  unfold sum_rc, sum_rr, sum_cc. rewrite <- fsum_plus, <- fsum_scal_l. apply fsum_le.
  intros k _. pose proof (Rle_0_sqr (row n M k - col n M k)). unfold Rsqr in H. lra.
Qed.

Hypothesis Hnn : nonneg n M.

(* summed over the classes, 2 sum_k r_k c_k <= S^2 + S tr, is KappaRange.v's two_rc_le *)

(* The facts of a matrix with entries >= 0, on the sums as printed: S, tr, Sum r c, Sum r^2,
   Sum c^2. *)
Lemma kd_matrix_facts :
  0 <= fsum n (fun a => fsum n (fun b => M a b))
  /\ 0 <= fsum n (fun a => M a a)
  /\ fsum n (fun a => M a a) <= fsum n (fun a => fsum n (fun b => M a b))
  /\ 0 <= fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M b c)))
  /\ fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M b c)))
     <= fsum n (fun a => fsum n (fun b => M a b)) * fsum n (fun a => fsum n (fun b => M a b))
  /\ 0 <= fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M a c)))
  /\ fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M a c)))
     <= fsum n (fun a => fsum n (fun b => M a b)) * fsum n (fun a => fsum n (fun b => M a b))
  /\ 0 <= fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M c b)))
  /\ fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M c b)))
     <= fsum n (fun a => fsum n (fun b => M a b)) * fsum n (fun a => fsum n (fun b => M a b))
  /\ 2 * fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M b c)))
     <= fsum n (fun a => fsum n (fun b => M a b)) * fsum n (fun a => fsum n (fun b => M a b))
        + fsum n (fun a => fsum n (fun b => M a b)) * fsum n (fun a => M a a)
  /\ 2 * fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M b c)))
     <= fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M a c)))
        + fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M c b)))
  /\ fsum n (fun a => M a a * M a a)
     <= fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M b c))).
Proof.
  assert (Hd : fsum n (fun a => M a a * M a a) <= sum_rc n M).
  { apply fsum_le. intros k Hk. pose proof (Hnn k k Hk Hk).
    pose proof (diag_le_row n M Hnn k Hk). pose proof (diag_le_col n M Hnn k Hk).
    apply Rmult_le_compat; assumption. }
  rewrite kd_rc_eq, kd_rr_eq, kd_cc_eq.
  change (fsum n (fun a => fsum n (fun b => M a b))) with (total n M).
  change (fsum n (fun a => M a a)) with (trace n M).
  pose proof (total_nonneg n M Hnn). pose proof (trace_le_total n M Hnn).
  assert (0 <= trace n M) by (apply fsum_nonneg; intros; apply Hnn; lia).
  assert (0 <= sum_rc n M)
    by (apply fsum_nonneg; intros; apply Rmult_le_pos; [apply row_nonneg | apply col_nonneg]; assumption).
  assert (0 <= sum_rr n M)
    by (apply fsum_nonneg; intros; apply Rmult_le_pos; apply row_nonneg; assumption).
  assert (0 <= sum_cc n M)
    by (apply fsum_nonneg; intros; apply Rmult_le_pos; apply col_nonneg; assumption).
  pose proof (sum_rc_le n M Hnn). pose proof (sum_rr_le n M Hnn). pose proof (sum_cc_le n M Hnn).
  pose proof (two_rc_le n M Hnn). pose proof kd_rc_le_sq.
  repeat split; assumption.
Qed.
End Atoms.

(* ------------------------------------------------------------------ *)
(* The Cauchy-Schwarz bound of MCC for a matrix with entries >= 0:
   (S tr - sum r c)^2 <= (S^2 - sum r^2)(S^2 - sum c^2).  The quadratic form
   sum_ij C_ij sum_k ((delta_ik S - r_k) + t (delta_jk S - c_k))^2 >= 0 for every t is
   S (S^2 - sum r^2) + 2 t S (S tr - sum r c) + t^2 S (S^2 - sum c^2): its discriminant
   is <= 0. *)
(* a quadratic form >= 0 for every t: its discriminant is <= 0 *)
Lemma kd_discriminant (A B C : R) :
  0 <= A -> (forall t, 0 <= A * (t * t) + 2 * C * t + B) -> C * C <= A * B.
Proof.
  intros HA H. destruct (Rle_lt_or_eq_dec 0 A HA) as [HA' | HA0].
  - specialize (H (- C / A)).
    replace (A * (- C / A * (- C / A)) + 2 * C * (- C / A) + B) with (B - C * C / A) in H by (field; lra).
    assert (0 <= A * (B - C * C / A)) by (apply Rmult_le_pos; lra).
    replace (A * (B - C * C / A)) with (A * B - C * C) in H0 by (field; lra). lra.
  - subst A. destruct (Req_dec C 0) as [-> | HC]; [lra |].
    specialize (H (- (B + 1) / (2 * C))).
    replace (0 * (- (B + 1) / (2 * C) * (- (B + 1) / (2 * C))) + 2 * C * (- (B + 1) / (2 * C)) + B)
      with (-1) in H by (field; exact HC). lra.
Qed.

Lemma kd_inner (n : nat) (f g : nat -> R) (a b : R) (i j : nat) :
  (i < n)%nat -> (j < n)%nat ->
  fsum n (fun k => (delta i k * a - f k) * (delta j k * b - g k))
  = delta i j * a * b - a * g i - b * f j + fsum n (fun k => f k * g k).
Proof.
  intros Hi Hj.
  transitivity (fsum n (fun k => delta i k * (delta j k * (a * b)) - delta i k * (a * g k)
                                   - delta j k * (b * f k) + f k * g k)).
  { apply fsum_ext. intros k _. ring. }
  rewrite fsum_plus, !fsum_minus, !fsum_delta by assumption.
  cbv beta. rewrite (delta_sym j i). unfold delta. destruct (Nat.eqb i j); ring.
Qed.

Lemma kd_row_sum (n : nat) (M : matrix) (h : nat -> R) :
  fsum n (fun i => fsum n (fun j => M i j * h i)) = fsum n (fun i => row n M i * h i).
Proof. apply fsum_ext. intros i _. unfold row. rewrite fsum_scal_r. reflexivity. Qed.

Lemma kd_col_sum (n : nat) (M : matrix) (h : nat -> R) :
  fsum n (fun i => fsum n (fun j => M i j * h j)) = fsum n (fun j => col n M j * h j).
Proof.
  rewrite fsum_swap. apply fsum_ext. intros j _. unfold col. rewrite fsum_scal_r. reflexivity.
Qed.


Lemma kd_fsum_delta_l (n i : nat) (f : nat -> R) :
  (i < n)%nat -> fsum n (fun j => f j * delta i j) = f i.
Proof.
  intro H. transitivity (fsum n (fun j => delta i j * f j)).
  { apply fsum_ext. intros. ring. }
  apply fsum_delta. exact H.
Qed.

Lemma kd_lin6 (n : nat) (f1 f2 f3 f4 f5 f6 : nat -> R) (c1 c2 c3 c4 c5 c6 : R) :
  fsum n (fun i => c1 * f1 i - c2 * f2 i - c3 * f3 i + c4 * f4 i - c5 * f5 i - c6 * f6 i)
  = c1 * fsum n f1 - c2 * fsum n f2 - c3 * fsum n f3 + c4 * fsum n f4 - c5 * fsum n f5 - c6 * fsum n f6.
Proof. induction n; simpl; [ring | rewrite IHn; ring]. Qed.

Section MccBound.
Variables (n : nat) (M : matrix).
Hypothesis Hnn : nonneg n M.

Lemma kd_inner_sq (t a : R) (i j : nat) : (i < n)%nat -> (j < n)%nat ->
  fsum n (fun k => ((delta i k * a - row n M k) + t * (delta j k * a - col n M k))
                   * ((delta i k * a - row n M k) + t * (delta j k * a - col n M k)))
  = (a * a - 2 * a * row n M i + sum_rr n M)
    + 2 * t * (delta i j * a * a - a * col n M i - a * row n M j + sum_rc n M)
    + t * t * (a * a - 2 * a * col n M j + sum_cc n M).
Proof.
  intros Hi Hj.
  transitivity (fsum n (fun k => (delta i k * a - row n M k) * (delta i k * a - row n M k))
               + 2 * t * fsum n (fun k => (delta i k * a - row n M k) * (delta j k * a - col n M k))
               + t * t * fsum n (fun k => (delta j k * a - col n M k) * (delta j k * a - col n M k))).
  { rewrite <- !fsum_scal_l, <- !fsum_plus. apply fsum_ext. intros k _. cbv beta. ring. }
  rewrite !kd_inner by assumption. rewrite !delta_same. unfold sum_rr, sum_rc, sum_cc. ring.
Qed.

Lemma kd_layer_j (t a : R) (i : nat) : (i < n)%nat ->
  fsum n (fun j => M i j * ((a * a - 2 * a * row n M i + sum_rr n M)
    + 2 * t * (delta i j * a * a - a * col n M i - a * row n M j + sum_rc n M)
    + t * t * (a * a - 2 * a * col n M j + sum_cc n M)))
  = (a * a - 2 * a * row n M i + sum_rr n M + 2 * t * (sum_rc n M - a * col n M i)
     + t * t * (a * a + sum_cc n M)) * row n M i
    + 2 * t * a * a * M i i - 2 * t * a * fsum n (fun j => M i j * row n M j)
    - 2 * t * t * a * fsum n (fun j => M i j * col n M j).
Proof.
  intro Hi.
  transitivity (fsum n (fun j =>
      (a * a - 2 * a * row n M i + sum_rr n M + 2 * t * (sum_rc n M - a * col n M i)
       + t * t * (a * a + sum_cc n M)) * M i j
      + 2 * t * a * a * (M i j * delta i j) - 2 * t * a * (M i j * row n M j)
      - 2 * t * t * a * (M i j * col n M j))).
  { apply fsum_ext. intros j _. ring. }
  rewrite !fsum_minus, fsum_plus, !fsum_scal_l, kd_fsum_delta_l by exact Hi.
  change (fsum n (M i)) with (row n M i). ring.
Qed.

Definition kd_Q (t : R) : R :=
  fsum n (fun i => fsum n (fun j => M i j *
    fsum n (fun k => ((delta i k * total n M - row n M k) + t * (delta j k * total n M - col n M k))
                   * ((delta i k * total n M - row n M k) + t * (delta j k * total n M - col n M k))))).

Lemma kd_Q_nonneg (t : R) : 0 <= kd_Q t.
Proof.
  unfold kd_Q. apply fsum_nonneg. intros i Hi. apply fsum_nonneg. intros j Hj.
  apply Rmult_le_pos; [apply Hnn; assumption |].
  apply fsum_nonneg. intros k _. apply Rle_0_sqr.
Qed.

Lemma kd_Q_eq (t : R) :
  kd_Q t = total n M * (total n M * total n M - sum_rr n M)
           + 2 * t * (total n M * (total n M * trace n M - sum_rc n M))
           + t * t * (total n M * (total n M * total n M - sum_cc n M)).
Proof.
  set (a := total n M).
  unfold kd_Q.
  transitivity (fsum n (fun i =>
      (a * a + sum_rr n M + 2 * t * sum_rc n M + t * t * (a * a + sum_cc n M)) * row n M i
      - 2 * a * (row n M i * row n M i) - 2 * t * a * (row n M i * col n M i)
      + 2 * t * a * a * M i i - 2 * t * a * fsum n (fun j => M i j * row n M j)
      - 2 * t * t * a * fsum n (fun j => M i j * col n M j))).
  { apply fsum_ext. intros i Hi.
    rewrite (fsum_ext n _ (fun j => M i j * ((a * a - 2 * a * row n M i + sum_rr n M)
        + 2 * t * (delta i j * a * a - a * col n M i - a * row n M j + sum_rc n M)
        + t * t * (a * a - 2 * a * col n M j + sum_cc n M))))
      by (intros j Hj; rewrite kd_inner_sq by assumption; reflexivity).
    rewrite kd_layer_j by exact Hi. ring. }
  rewrite (kd_lin6 n (row n M) (fun i => row n M i * row n M i) (fun i => row n M i * col n M i)
             (fun i => M i i) (fun i => fsum n (fun j => M i j * row n M j))
             (fun i => fsum n (fun j => M i j * col n M j))).
  rewrite sum_rows_total.
  change (fsum n (fun i => row n M i * row n M i)) with (sum_rr n M).
  change (fsum n (fun i => row n M i * col n M i)) with (sum_rc n M).
  change (fsum n (fun i => M i i)) with (trace n M).
  rewrite (kd_col_sum n M (row n M)), (kd_col_sum n M (col n M)).
  change (fsum n (fun j => col n M j * col n M j)) with (sum_cc n M).
  replace (fsum n (fun j => col n M j * row n M j)) with (sum_rc n M)
    by (apply fsum_ext; intros; ring).
  fold a. ring.
Qed.

Theorem kd_mcc_cs :
  (total n M * trace n M - sum_rc n M) * (total n M * trace n M - sum_rc n M)
  <= (total n M * total n M - sum_rr n M) * (total n M * total n M - sum_cc n M).
Proof.
  pose proof (total_nonneg n M Hnn) as Ha.
  pose proof (sum_cc_le n M Hnn). pose proof (sum_rr_le n M Hnn).
  assert (D : (total n M * (total n M * trace n M - sum_rc n M))
              * (total n M * (total n M * trace n M - sum_rc n M))
              <= (total n M * (total n M * total n M - sum_cc n M))
                 * (total n M * (total n M * total n M - sum_rr n M))).
  { apply kd_discriminant; [apply Rmult_le_pos; lra |].
    intro t. pose proof (kd_Q_nonneg t) as Q. rewrite kd_Q_eq in Q. nra. }
  destruct (Rle_lt_or_eq_dec 0 (total n M) Ha) as [Hp | HS0].
  - apply (Rmult_le_reg_l (total n M * total n M)); [nra |]. nra.
  - pose proof (sum_rc_le n M Hnn). pose proof (trace_le_total n M Hnn).
    assert (0 <= sum_rc n M)
      by (apply fsum_nonneg; intros; apply Rmult_le_pos; [apply row_nonneg | apply col_nonneg]; assumption).
    assert (0 <= sum_rr n M)
      by (apply fsum_nonneg; intros; apply Rmult_le_pos; apply row_nonneg; assumption).
    assert (0 <= sum_cc n M)
      by (apply fsum_nonneg; intros; apply Rmult_le_pos; apply col_nonneg; assumption).
    rewrite <- HS0 in *. nra.
Qed.
End MccBound.

Lemma kd_mcc_facts (n : nat) (M : matrix) : nonneg n M ->
  (fsum n (fun a => fsum n (fun b => M a b)) * fsum n (fun a => M a a)
   - fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M b c))))
  * (fsum n (fun a => fsum n (fun b => M a b)) * fsum n (fun a => M a a)
     - fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M b c))))
  <= (fsum n (fun a => fsum n (fun b => M a b)) * fsum n (fun a => fsum n (fun b => M a b))
      - fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M a c))))
     * (fsum n (fun a => fsum n (fun b => M a b)) * fsum n (fun a => fsum n (fun b => M a b))
        - fsum n (fun a => fsum n (fun b => fsum n (fun c => M a b * M c b)))).
Proof.
  intro Hnn. rewrite kd_rc_eq, kd_rr_eq, kd_cc_eq. apply kd_mcc_cs. exact Hnn.
Qed.

(* MCC's range from the bound *)
Lemma kd_div_sqrt_le1 (x r : R) : 0 < r -> x * x <= r -> x / sqrt r <= 1.
Proof.
  intros Hr H. pose proof (sqrt_lt_R0 r Hr). pose proof (sqrt_sqrt r (Rlt_le 0 r Hr)).
  apply kmcc_le_dl; [assumption | nra].
Qed.
Lemma kd_div_sqrt_ge_m1 (x r : R) : 0 < r -> x * x <= r -> - 1 <= x / sqrt r.
Proof.
  intros Hr H. pose proof (sqrt_lt_R0 r Hr). pose proof (sqrt_sqrt r (Rlt_le 0 r Hr)).
  apply kmcc_le_dr; [assumption | nra].
Qed.
Ltac kd_mcc_range :=
  match goal with
  | |- ?x / sqrt ?r <= 1 => apply kd_div_sqrt_le1; [first [ assumption | kmcc_pos_s ] | lra]
  | |- - 1 <= ?x / sqrt ?r => apply kd_div_sqrt_ge_m1; [first [ assumption | kmcc_pos_s ] | lra]
  end.

(* a diagonal entry is at most its row, weighted by a vector >= 0 *)
Lemma kd_diag_weight_le (n : nat) (M : matrix) (q : nat -> R) :
  nonneg n M -> (forall i, (i < n)%nat -> 0 <= q i) ->
  fsum n (fun a => M a a * q a) <= fsum n (fun a => fsum n (fun b => M a b * q a)).
Proof.
  intros Hnn Hq. apply fsum_le. intros a Ha.
  rewrite (fsum_scal_r n (q a) (fun b => M a b)).
  apply Rmult_le_compat_r; [apply Hq; exact Ha | apply (diag_le_row n M Hnn a Ha)].
Qed.

(* a diagonal array [delta i j * v i] with v >= 0 has entries >= 0 *)
Lemma kd_diag_nonneg (n : nat) (v : nat -> R) :
  (forall i, (i < n)%nat -> 0 <= v i) -> nonneg n (fun i j => delta i j * v i).
Proof.
  intros H i j Hi Hj. pose proof (delta_range i j). pose proof (H i Hi).
  apply Rmult_le_pos; lra.
Qed.

(* the number of classes: Sum_k 1 = N >= 1 *)
Lemma kd_classes (n : nat) : (1 <= n)%nat -> 1 <= fsum n (fun _ => 1).
Proof.
  intro H. rewrite fsum_const, Rmult_1_r. apply (le_INR 1). exact H.
Qed.

(* ------------------------------------------------------------------ *)
(* A sum of products of entries >= 0 (and of factors 1 - delta) is >= 0. *)
Lemma kd_one_minus_delta (i j : nat) : 0 <= 1 - delta i j.
Proof. pose proof (delta_range i j). lra. Qed.
Lemma kd_delta_nonneg (i j : nat) : 0 <= delta i j.
Proof. pose proof (delta_range i j). lra. Qed.

Ltac kd_leaf :=
  first [ lra | apply kd_one_minus_delta | apply kd_delta_nonneg
        | match goal with
          | H : forall i j, (i < ?n)%nat -> (j < ?n)%nat -> 0 <= _ |- _ => apply H; lia
          | H : forall i, (i < ?n)%nat -> 0 <= _ |- _ => apply H; lia
          end ].
Ltac kd_fsum_nonneg :=
  repeat (apply fsum_nonneg; intros);
  repeat (apply Rmult_le_pos);
  kd_leaf.

(* ------------------------------------------------------------------ *)
(* The goal: conjunctions and implications split, each part by the generic tactics. *)
(* an identity of finite sums (ExportSums.v), a Kronecker delta of one index first read as 1 *)
Ltac kd_sums_eq := first [ kmcc_sums_eq | (repeat setoid_rewrite delta_same; kmcc_sums_eq) ].

(* a product of two sums as a double sum; sums equal term by term by ring *)
Lemma kd_fsum_mul (n : nat) (g h : nat -> R) :
  fsum n g * fsum n h = fsum n (fun b => fsum n (fun c => g b * h c)).
Proof.
  rewrite <- fsum_scal_r. apply fsum_ext. intros b _. rewrite fsum_scal_l. reflexivity.
Qed.
Ltac kd_sum_ring := repeat (apply fsum_ext; intros); repeat (rewrite ind_lt by assumption); ring.
Ltac kd_sums_eq2 :=
  first [ kd_sums_eq
        | timeout 5 (repeat setoid_rewrite delta_same; kd_sum_ring)
        | timeout 5 (repeat setoid_rewrite kd_fsum_mul; kd_sum_ring)
        | timeout 10 (kmcc_sums_expand; kmcc_sums_collapse; kd_sum_ring) ].

(* Cauchy-Schwarz with the count: (sum_k f k)^2 <= N sum_k (f k)^2 *)
Lemma kd_cs_count (n : nat) (f : nat -> R) :
  fsum n f * fsum n f <= fsum n (fun _ => 1) * fsum n (fun k => f k * f k).
Proof.
  induction n as [| n IH]; simpl; [lra |].
  set (A := fsum n (fun _ => 1)) in *. set (B := fsum n (fun k => f k * f k)) in *.
  set (C := fsum n f) in *. set (a := f n).
  assert (HA : 0 <= A) by (unfold A; apply fsum_nonneg; intros; lra).
  assert (HB : 0 <= B) by (unfold B; apply fsum_nonneg; intros; apply Rle_0_sqr).
  (* (C + a)^2 <= (A + 1)(B + a^2) <== C^2 <= A B and 2 C a <= A a^2 + B *)
  assert (2 * C * a <= A * (a * a) + B).
  { destruct (Rle_lt_or_eq_dec 0 A HA) as [HA' | HA0].
    - assert (0 <= (A * a - C) * (A * a - C)) by apply Rle_0_sqr.
      assert (A * (A * (a * a) + B - 2 * C * a) >= 0) by nra.
      apply Rmult_le_reg_l with A; [exact HA' | nra].
    - assert (HC : C * C <= 0) by (rewrite <- HA0 in IH; lra).
      assert (HC0 : C = 0) by nra. rewrite HC0, <- HA0. lra. }
  nra.
Qed.

(* one square root for the radicands equal by ring (sqrt (a * b) and sqrt (b * a)) *)
Ltac kd_sqrt_same :=
  repeat match goal with
  | |- context [sqrt ?x] =>
      match goal with
      | |- context [sqrt ?y] =>
          lazymatch y with
          | x => fail
          | _ => replace (sqrt y) with (sqrt x) by (f_equal; timeout 2 ring)
          end
      end
  end.
Ltac kd_solve :=
  repeat (intros; match goal with |- _ /\ _ => split end); try kd_sqrt_same;
  repeat match goal with H : Rabs ?x = _ |- context [Rabs ?x] => rewrite H end;
  repeat match goal with |- context [sqrt (?x * ?x)] => rewrite (sqrt_square x) by kmcc_ineq_s end;
  first [ kd_mcc_range | kmcc_solve_hint ].

(* ------------------------------------------------------------------ *)
(* Signs from the hypotheses: a product <> 0 has factors <> 0; a quantity >= 0 (or <= 0)
   and <> 0 is > 0 (or < 0).  Each fact is added once. *)
Lemma kd_mul_neq (x y : R) : x * y <> 0 -> x <> 0 /\ y <> 0.
Proof. intro H. split; intro E; apply H; rewrite E; ring. Qed.
Lemma kd_pow_neq (x : R) (k : nat) : x ^ S k <> 0 -> x <> 0.
Proof. intros H E. apply H. rewrite E. simpl. ring. Qed.
Lemma kd_pos_of (x : R) : 0 <= x -> x <> 0 -> 0 < x.
Proof. intros H1 H2. destruct (Rle_lt_or_eq_dec 0 x H1); [assumption | congruence]. Qed.
Lemma kd_neg_of (x : R) : x <= 0 -> x <> 0 -> x < 0.
Proof. intros H1 H2. destruct (Rle_lt_or_eq_dec x 0 H1); [assumption | congruence]. Qed.

Ltac kd_split_neq :=
  repeat match goal with
  | H : ?x * ?y <> 0 |- _ =>
      lazymatch goal with
      | _ : x <> 0, _ : y <> 0 |- _ => fail
      | _ => let A := fresh "KZ" in let B := fresh "KZ" in destruct (kd_mul_neq x y H) as [A B]
      end
  | H : ?x ^ S ?k <> 0 |- _ =>
      lazymatch goal with
      | _ : x <> 0 |- _ => fail
      | _ => let A := fresh "KZ" in pose proof (kd_pow_neq x k H) as A
      end
  end.

Ltac kd_strict :=
  repeat match goal with
  | H : ?x <> 0 |- _ =>
      lazymatch goal with
      | _ : 0 < x |- _ => fail
      | _ : x < 0 |- _ => fail
      | _ =>
          let A := fresh "KS" in
          first [ assert (A : 0 < x) by (apply kd_pos_of; [first [ lra | timeout 2 kmcc_sign_nonneg ] | exact H])
                | assert (A : x < 0) by (apply kd_neg_of; [first [ lra | timeout 2 kmcc_sign_nonpos ] | exact H]) ]
      end
  end.

Ltac kd_prep := kd_split_neq; kd_strict.

(* x <> 0: from the hypotheses, factor by factor (Export.v) *)
Ltac kd_neq := kmcc_nz.
