(* FALSE variant of DT2019-E7.4.a: a strict inequality where equality holds
   (K = MCC when (a+b)(b+d) = (a+c)(c+d), e.g. a symmetric matrix).
   The proof is the one of DT2019_Binary.DT2019_E7_4_a; coqc must reject it. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families KappaMCC.DT2019_Binary.
Open Scope R_scope.
Theorem E7_4_a_wrong (a b c d : R) : S52 a b c d ->
  a * d > b * c -> 0 < kappa 2 (bin a b c d) < mcc 2 (bin a b c d).
Proof.
  intros H Hn. destruct (bin_order a b c d H) as [O1 [O2 [_ [_ O5]]]].
  assert (0 < kappa 2 (bin a b c d)).
  { destruct (bin_means a b c d H) as [Hk _]. rewrite Hk. unfold S52 in H. apply Rdiv_lt_0_compat; nra. }
  split; [assumption |].
  destruct (Rtotal_order ((a + b) * (b + d)) ((a + c) * (c + d))) as [HPQ | [HPQ | HPQ]].
  - destruct (O2 ltac:(lra) HPQ). lra.
  - destruct (O5 HPQ) as [X [Y Z]]. lra.
  - destruct (O1 ltac:(lra) HPQ). lra.
Qed.
