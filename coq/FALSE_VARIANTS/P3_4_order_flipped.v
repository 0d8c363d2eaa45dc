(* FALSE variant of DT2019-P3.4: MCC < K instead of K < MCC (ad > b, b > 1).
   The proof is the one of DT2019_Prop3.DT2019_P3_4; coqc must reject it. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families KappaMCC.DT2019_Prop3.
Open Scope R_scope.
Theorem P3_4_wrong (a b d : R) : 0 <= a -> 0 <= d -> 0 < b -> a * d > b -> b > 1 ->
  mcc 2 (C1 a b d) < kappa 2 (C1 a b d).
Proof.
  intros Ha Hd Hb H1 H2. destruct (c1_order a b d Ha Hd Hb) as [O _].
  destruct (O H1 H2) as [[X Y] Z]. lra.
Qed.
