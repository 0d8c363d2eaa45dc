(* FALSE variant: DT2019-C7.2 as printed, "If A < 1" with A = 0 allowed
   (the family's domain is A >= 0); at A = 0 the last link (1-A)/(1+A)^2 < 1 fails.
   The proof is the one of DT2019_Cor7.DT2019_C7_2_corrected; coqc must reject it. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families KappaMCC.DT2019_Cor6.
Open Scope R_scope.
Theorem C7_2_printed (A : R) : 0 <= A -> A < 1 ->
  0 < (1 - A) / 4 /\ (1 - A) / 4 < kappa 2 (ZA 2 A) /\ kappa 2 (ZA 2 A) < mcc 2 (ZA 2 A) /\
  mcc 2 (ZA 2 A) < (1 - A) / (1 + A) ^ 2 /\ (1 - A) / (1 + A) ^ 2 < 1.
Proof.
  intros H0 H1. rewrite kappa_ZA2, mcc_ZA2.
  replace ((1 - A) / 4) with ((1 - A) / (2 * (1 + 1))) by (f_equal; ring).
  replace ((1 - A) / (1 + A) ^ 2) with ((1 - A) / ((1 + A) * (A + 1))) by (f_equal; ring).
  apply (DT2019_C6_4 1 A); lra.
Qed.
