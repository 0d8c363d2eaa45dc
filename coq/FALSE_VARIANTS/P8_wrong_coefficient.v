(* FALSE variant of DT2019-P8.2: coefficient 2N instead of N in the Z_A identity.
   The proof is the one of DT2019_Prop8.DT2019_P8_2; coqc must reject it. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families KappaMCC.DT2019_Prop8.
Open Scope R_scope.
Theorem P8_2_wrong (n : nat) (A : R) : (2 <= n)%nat -> 0 <= A -> A <> 1 ->
  1 / mcc n (ZA n A) - 1 / kappa n (ZA n A) = (A - 1) / (2 * INR n).
Proof.
  intros Hn HA H1. pose proof (R_pos n Hn A HA). pose proof (N_ge_2 n Hn).
  rewrite (za_mcc n Hn A HA), (za_kappa n Hn A HA).
  assert (1 - A <> 0) by lra.
  field. repeat split; try lra; nra.
Qed.
