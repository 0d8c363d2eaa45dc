(* The kappa range theorem, for every N (Delgado & Tibau 2019, p7, L1004-1009;
   proofs/delgado_tibau_2019/s2_range.py):
     DT2019-S2.kappa-range  -1 <= K(C) <= 1 for every N x N matrix with entries >= 0
                            on which K is defined (a suite theorem; it refutes the
                            printed DT2019-S2.2.b "Kappa does not [range in [-1, 1]]
                            in general");
     DT2019-S2.kappa-bound  the per-class inequalities it is summed from;
     DT2019-S2.outside      S - r_k - c_k + C_kk = sum of the entries outside row k, column k;
     DT2019-S2.1 (kappa and MCC at perfect classification): K(D) = MCC(D) = 1 for a
                            diagonal D, the maximum of K.
   The proof follows the suite's derivation: a per-class inequality in the four
   numbers C_kk, r_k, c_k, S, summed over k. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.DT2019_Prop1.
Open Scope R_scope.

(* DT2019-S2.kappa-bound: one class k of any matrix (0 <= C_kk <= r_k, c_k and
   r_k + c_k - C_kk <= S) satisfies 4 r c <= (r + c)(S + C_kk) and (r + c) C_kk <= 2 S C_kk *)
Lemma DT2019_S2_kappa_bound (dk r c S : R) :
  0 <= dk -> dk <= r -> dk <= c -> r <= S -> c <= S -> r + c - dk <= S ->
  4 * r * c <= (r + c) * (S + dk) /\ (r + c) * dk <= 2 * S * dk.
Proof.
  intros H0 H1 H2 H3 H4 H5. split.
  - assert (X : (r + c) * (r + c) <= (r + c) * (S + dk)) by (apply Rmult_le_compat_l; lra).
    pose proof (Rle_0_sqr (r - c)). unfold Rsqr in *. lra.
  - apply Rmult_le_compat_r; lra.
Qed.

Section Range.
Variables (n : nat) (M : matrix).
Hypothesis Hnn : nonneg n M.

Lemma kappa_den_pos :
  kappa_defined n M -> 0 < total n M /\ 0 < total n M * total n M - sum_rc n M.
Proof.
  intro Hk. apply kappa_defined_iff in Hk as [HS HD].
  pose proof (total_nonneg n M Hnn). pose proof (sum_rc_le n M Hnn).
  split; [destruct (Rle_lt_or_eq_dec _ _ H); [assumption | congruence] |].
  destruct (Rle_lt_or_eq_dec 0 (total n M * total n M - sum_rc n M)); [lra | assumption |].
  exfalso. apply HD. lra.
Qed.

(* summed over the classes: 2 sum_k r_k c_k <= S^2 + S tr *)
Lemma two_rc_le : 2 * sum_rc n M <= total n M * total n M + total n M * trace n M.
Proof.
  set (S := total n M).
  assert (A : 4 * sum_rc n M <= fsum n (fun k => (row n M k + col n M k) * (S + M k k))).
  { unfold sum_rc. rewrite <- fsum_scal_l. apply fsum_le. intros k Hk.
    pose proof (Hnn k k Hk Hk). pose proof (diag_le_row n M Hnn k Hk). pose proof (diag_le_col n M Hnn k Hk).
    pose proof (row_le_total n M Hnn k Hk). pose proof (col_le_total n M Hnn k Hk).
    pose proof (outside_nonneg n M Hnn k Hk).
    destruct (DT2019_S2_kappa_bound (M k k) (row n M k) (col n M k) S) as [X _]; try assumption.
    lra. }
  assert (B : fsum n (fun k => (row n M k + col n M k) * (S + M k k))
              <= 2 * S * S + 2 * S * trace n M).
  { rewrite (fsum_ext n _ (fun k => (row n M k + col n M k) * S + (row n M k + col n M k) * M k k))
      by (intros; ring).
    rewrite fsum_plus, fsum_scal_r, fsum_plus, sum_rows_total, sum_cols_total.
    assert (fsum n (fun k => (row n M k + col n M k) * M k k) <= fsum n (fun k => 2 * S * M k k)).
    { apply fsum_le. intros k Hk.
      pose proof (Hnn k k Hk Hk). pose proof (diag_le_row n M Hnn k Hk). pose proof (diag_le_col n M Hnn k Hk).
      pose proof (row_le_total n M Hnn k Hk). pose proof (col_le_total n M Hnn k Hk).
      pose proof (outside_nonneg n M Hnn k Hk).
      destruct (DT2019_S2_kappa_bound (M k k) (row n M k) (col n M k) S) as [_ X]; try assumption. }
    rewrite fsum_scal_l in H. unfold trace. fold S. lra. }
  lra.
Qed.

(* DT2019-S2.kappa-range: -1 <= K(C) <= 1 for every N *)
Theorem DT2019_S2_kappa_range : kappa_defined n M -> -1 <= kappa n M <= 1.
Proof.
  intro Hk. pose proof Hk as Hk'. apply kappa_defined_iff in Hk' as [HS HD].
  destruct (kappa_den_pos Hk) as [HSp HDp].
  rewrite kappa_marginal by assumption.
  pose proof two_rc_le. pose proof (trace_le_total n M Hnn).
  set (S := total n M) in *. set (D := S * S - sum_rc n M) in *.
  split.
  - apply (Rmult_le_reg_r D); [exact HDp |].
    unfold Rdiv. rewrite Rmult_assoc, Rinv_l by lra. unfold D. nra.
  - apply (Rmult_le_reg_r D); [exact HDp |].
    unfold Rdiv. rewrite Rmult_assoc, Rinv_l by lra. unfold D. nra.
Qed.

(* the maximum +1 is K's maximum *)
Corollary kappa_le_1 : kappa_defined n M -> kappa n M <= 1.
Proof. intro H. apply DT2019_S2_kappa_range. exact H. Qed.
End Range.

(* ------------------------------------------------------------------ *)
(* Perfect classification: a diagonal matrix (DT2019-S2.1, S2.1.perfect). *)

Definition diagonal (n : nat) (M : matrix) : Prop :=
  forall i j, (i < n)%nat -> (j < n)%nat -> i <> j -> M i j = 0.

Lemma diagonal_row (n : nat) (M : matrix) k :
  diagonal n M -> (k < n)%nat -> row n M k = M k k.
Proof.
  intros H Hk. unfold row. rewrite (fsum_ext n _ (fun j => delta k j * M k k)).
  - exact (fsum_delta n k (fun _ => M k k) Hk).
  - intros j Hj. destruct (Nat.eq_dec k j) as [-> | Hne].
    + rewrite delta_same. ring.
    + rewrite delta_diff, H by assumption. ring.
Qed.

Lemma diagonal_symmetric (n : nat) (M : matrix) : diagonal n M -> symmetric n M.
Proof.
  intros H i j Hi Hj. destruct (Nat.eq_dec i j) as [-> | Hne]; [reflexivity |].
  rewrite !H by auto. reflexivity.
Qed.

Lemma diagonal_total (n : nat) (M : matrix) : diagonal n M -> total n M = trace n M.
Proof. intro H. unfold total, trace. apply fsum_ext. intros. apply (diagonal_row n M k H). assumption. Qed.

(* DT2019-S2.1: at perfect classification K = MCC = +1 (where they are defined),
   and +1 is the maximum of K (DT2019_S2_kappa_range) *)
Theorem DT2019_S2_1_perfect (n : nat) (M : matrix) :
  nonneg n M -> diagonal n M -> kappa_defined n M -> mcc_defined n M ->
  kappa n M = 1 /\ mcc n M = 1.
Proof.
  intros Hnn Hd Hk Hm.
  assert (K1 : kappa n M = 1).
  { pose proof Hk as Hk'. apply kappa_defined_iff in Hk' as [HS HD].
    rewrite kappa_marginal by assumption. rewrite <- (diagonal_total n M Hd).
    field. exact HD. }
  split; [exact K1 |].
  rewrite <- (DT2019_P1 n M Hnn (diagonal_symmetric n M Hd) Hk Hm). exact K1.
Qed.
