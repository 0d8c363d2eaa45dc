(* Proposition 1 of Delgado & Tibau 2019 (p8, L1026-1027), for every N:
   a symmetric confusion matrix C = C^T has K(C) = MCC(C)  (claim DT2019-P1;
   its suite step DT2019-P1.marginals is [symmetric_marginals] in Matrix.v).
   Domain as in proofs/delgado_tibau_2019/prop_1.py: every N x N symmetric
   matrix with entries >= 0 on which kappa (eq. 5) and MCC are defined. *)
Require Import Reals Lra Lia Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics.
Open Scope R_scope.

(* DT2019-P1 *)
Theorem DT2019_P1 (n : nat) (M : matrix) :
  nonneg n M -> symmetric n M -> kappa_defined n M -> mcc_defined n M ->
  kappa n M = mcc n M.
Proof.
  intros Hnn Hsym Hk Hm.
  apply kappa_defined_iff in Hk as [HS HD].
  destruct (symmetric_marginals n M Hsym) as [Erc Ecc].
  destruct (mcc_rads_nonneg n M Hnn) as [Hr _].
  rewrite kappa_marginal by assumption.
  unfold mcc, mcc_num, mcc_rad_cols. rewrite Ecc. fold (mcc_rad_rows n M).
  rewrite sqrt_square by exact Hr. unfold mcc_rad_rows. rewrite Erc. reflexivity.
Qed.

(* DT2019-E6.1, the form (6) of MCC for symmetric C: (S tr - sum r_k^2)/(S^2 - sum r_k^2) *)
Theorem DT2019_E6_1 (n : nat) (M : matrix) :
  nonneg n M -> symmetric n M ->
  mcc n M = (total n M * trace n M - sum_rr n M) / (total n M * total n M - sum_rr n M).
Proof.
  intros Hnn Hsym.
  destruct (symmetric_marginals n M Hsym) as [Erc Ecc].
  destruct (mcc_rads_nonneg n M Hnn) as [Hr _].
  unfold mcc, mcc_num, mcc_rad_cols. rewrite Ecc, Erc. fold (mcc_rad_rows n M).
  rewrite sqrt_square by exact Hr. reflexivity.
Qed.
