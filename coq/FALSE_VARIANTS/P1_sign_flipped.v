(* FALSE variant of DT2019-P1: a symmetric C has K(C) = - MCC(C).
   The proof is the one of DT2019_Prop1.DT2019_P1; coqc must reject it. *)
Require Import Reals Lra Lia Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics.
Open Scope R_scope.
Theorem P1_wrong (n : nat) (M : matrix) :
  nonneg n M -> symmetric n M -> kappa_defined n M -> mcc_defined n M -> kappa n M = - mcc n M.
Proof.
  intros Hnn Hsym Hk Hm.
  apply kappa_defined_iff in Hk as [HS HD].
  destruct (symmetric_marginals n M Hsym) as [Erc Ecc].
  destruct (mcc_rads_nonneg n M Hnn) as [Hr _].
  rewrite kappa_marginal by assumption.
  unfold mcc, mcc_num, mcc_rad_cols. rewrite Ecc. fold (mcc_rad_rows n M).
  rewrite sqrt_square by exact Hr. unfold mcc_rad_rows. rewrite Erc. reflexivity.
Qed.
