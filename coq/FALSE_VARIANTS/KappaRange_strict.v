(* FALSE variant of DT2019-S2.kappa-range: K(C) < 1 strictly (false at perfect
   classification, DT2019-S2.1).  The proof mirrors KappaRange.DT2019_S2_kappa_range;
   coqc must reject it. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.KappaRange.
Open Scope R_scope.
Theorem kappa_lt_1_wrong (n : nat) (M : matrix) : nonneg n M -> kappa_defined n M -> kappa n M < 1.
Proof.
  intros Hnn Hk. pose proof Hk as Hk'. apply kappa_defined_iff in Hk' as [HS HD].
  destruct (kappa_den_pos n M Hnn Hk) as [HSp HDp].
  rewrite kappa_marginal by assumption.
  pose proof (trace_le_total n M Hnn).
  set (S := total n M) in *. set (D := S * S - sum_rc n M) in *.
  apply (Rmult_lt_reg_r D); [exact HDp |].
  unfold Rdiv. rewrite Rmult_assoc, Rinv_l by lra. unfold D. nra.
Qed.
