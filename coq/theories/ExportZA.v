(* The re-check's facts about Z_A for every N (DT2019_Prop8.v): a claim on Z_A of symbolic
   size binds the size as a natural number n and states N as the real INR n. *)
Require Import Reals Lra Lia.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.DT2019_Prop8.
Require Export KappaMCC.Families.
Open Scope R_scope.

Lemma kmcc_nat_ge2 (n : nat) (x : R) : x = INR n -> x >= 2 -> (2 <= n)%nat.
Proof.
  intros -> H. apply INR_le. replace (INR 2) with 2 by (simpl; ring). lra.
Qed.

(* an aggregate of ZA n A, by Prop8's lemmas; x is the local definition INR n *)
Ltac kmcc_agg_za n x :=
  first [ rewrite (za_total n) | rewrite (za_trace n) | rewrite (za_rc n)
        | rewrite (za_rr n) | rewrite (za_cc n) ];
  [ unfold x; ring | apply (kmcc_nat_ge2 n x eq_refl); lra ].

(* the signs of Z_A's factors for a real size x >= 2 and A >= 0 (DT2019_Prop8.v's R_pos and
   za_kappa_den): N - 1, N^2 - 2 + 2A, R = N(N - 1)(N^2 - 2 + 2A) (= S^2 - sum r_k^2 =
   S^2 - sum c_k^2) and kappa's denominator R + (1 - A)^2 are positive *)
Lemma kmcc_za_signs (x A : R) : x >= 2 -> 0 <= A ->
  0 < x - 1 /\ 0 < x * x - 2 + 2 * A /\ 0 < x * (x - 1) * (x * x - 2 + 2 * A) /\
  0 < x * (x - 1) * (x * x - 2 + 2 * A) + (1 - A) * (1 - A).
Proof.
  intros Hx HA.
  assert (H1 : 0 < x - 1) by lra.
  assert (H2 : 0 < x * x - 2 + 2 * A) by nra.
  assert (H3 : 0 < x * (x - 1) * (x * x - 2 + 2 * A)).
  { apply Rmult_lt_0_compat; [apply Rmult_lt_0_compat; lra | exact H2]. }
  repeat split; try assumption. pose proof (Rle_0_sqr (1 - A)) as Q. unfold Rsqr in Q. lra.
Qed.
