(* Facts about kappa and MCC of a family matrix that the generated proofs add to the context
   (kappamcc/recheck/theorem.py, _facts): ranges and signs, each proved here from Metrics.v's
   general definitions and the hand-written theorems (KappaRange.v, DT2019_Binary.v,
   ExportDerived.v's Cauchy-Schwarz bound).  A generated proof asserts an instance under
   [try], with its side conditions proved from the theorem's hypotheses; nothing is assumed. *)
Require Import Reals Lra Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families KappaMCC.DT2019_Binary.
Require Import KappaMCC.KappaRange KappaMCC.Export KappaMCC.ExportDerived.
Open Scope R_scope.

(* -1 <= K <= 1 on a non-negative matrix where K is defined, every N (DT2019-S2.kappa-range) *)
Lemma kmcc_kappa_range (n : nat) (M : matrix) :
  nonneg n M -> kappa_defined n M -> -1 <= kappa n M /\ kappa n M <= 1.
Proof. intros Hn Hk. apply (DT2019_S2_kappa_range n M Hn Hk). Qed.

(* -1 <= MCC <= 1 on a non-negative matrix where MCC is defined, every N (Cauchy-Schwarz) *)
Lemma kmcc_mcc_range (n : nat) (M : matrix) :
  nonneg n M -> mcc_defined n M -> -1 <= mcc n M /\ mcc n M <= 1.
Proof.
  intros Hn Hd. pose proof (mcc_defined_pos n M Hn Hd) as Hp.
  pose proof (kd_mcc_cs n M Hn) as Hcs. unfold mcc.
  fold (mcc_num n M) (mcc_rad_rows n M) (mcc_rad_cols n M) in Hcs.
  split; [apply kd_div_sqrt_ge_m1 | apply kd_div_sqrt_le1]; assumption.
Qed.

(* binary: K and MCC have the sign of ad - bc, and K^2 <= MCC^2 (DT2019-E7.4) *)
Lemma kmcc_bin_signs (a b c d : R) :
  0 <= a -> 0 <= b -> 0 <= c -> 0 <= d -> mcc_defined 2 (bin a b c d) ->
  0 <= kappa 2 (bin a b c d) * (a * d - b * c) /\ 0 <= mcc 2 (bin a b c d) * (a * d - b * c) /\
  kappa 2 (bin a b c d) * kappa 2 (bin a b c d) <= mcc 2 (bin a b c d) * mcc 2 (bin a b c d) /\
  0 <= kappa 2 (bin a b c d) * mcc 2 (bin a b c d).
Proof.
  intros Ha Hb Hc Hd Hm. unfold mcc_defined in Hm. rewrite bin_rad_rows, bin_rad_cols in Hm.
  assert (H : S52 a b c d).
  { unfold S52. assert (a + b <> 0 /\ c + d <> 0 /\ a + c <> 0 /\ b + d <> 0) as [? [? [? ?]]].
    { repeat split; intro E; apply Hm; rewrite E; ring. }
    repeat split; lra. }
  destruct (Rtotal_order (a * d) (b * c)) as [Hn | [Hn | Hn]].
  - destruct (DT2019_E7_4_b a b c d H Hn). repeat split; nra.
  - destruct (DT2019_E7_4_c a b c d H Hn) as [X Y]. rewrite X, Y. repeat split; nra.
  - destruct (DT2019_E7_4_a a b c d H Hn). repeat split; nra.
Qed.
