(* Corollary 4 of Delgado & Tibau 2019 (p11-p12, L1648-1871): case 1, a = d,
   C^{a,b}_{1,a} = [[a, b], [1, a]] (Families.C1a), a > 0, b > 0; derived from
   Proposition 3 ("From these expressions and Proposition 3, we obtain").
   Claim IDs as in proofs/delgado_tibau_2019/cor_4.py.  Proved here: C4.1-C4.9.
   Not yet in Coq: C4.10-C4.12 (the b_1, b_2 sub-cases), C4.B, the limits,
   monotonicity and minimum (C4.L1, C4.L2, C4.M, C4.B0). *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families KappaMCC.DT2019_Binary KappaMCC.DT2019_Prop3.
Open Scope R_scope.

(* C4.1 and C4.2 repeat Proposition 3's hypothesis a = d = 0, outside case 1:
   the matrix [[a, b], [1, a]] at a = 0 *)
(* DT2019-C4.1 *)
Theorem DT2019_C4_1 (b : R) : 0 < b -> b <> 1 ->
  -1 = mcc 2 (C1a 0 b) /\ mcc 2 (C1a 0 b) < kappa 2 (C1a 0 b) /\
  kappa 2 (C1a 0 b) = -2 * b / (1 + b ^ 2) /\ -2 * b / (1 + b ^ 2) < 0.
Proof. intros Hb Hb1. apply (DT2019_P3_1 0 b 0); lra. Qed.

(* DT2019-C4.2 *)
Theorem DT2019_C4_2 : mcc 2 (C1a 0 1) = kappa 2 (C1a 0 1) /\ kappa 2 (C1a 0 1) = -1.
Proof. apply (DT2019_P3_2 0 1 0); lra. Qed.

Section Cor4.
Variables a b : R.
Hypotheses (Ha : 0 < a) (Hb : 0 < b).
Let nz : ~ (a = 0 /\ a = 0). Proof. lra. Qed.
Let K := kappa 2 (C1a a b).
Let M := mcc 2 (C1a a b).
Let sq : forall x, x ^ 2 = x * x. Proof. intro. ring. Qed.

(* DT2019-C4.3: a^2 = b: MCC = K = 0 *)
Theorem DT2019_C4_3 : a ^ 2 = b -> M = K /\ K = 0.
Proof. intro H. rewrite sq in H. apply (DT2019_P3_3 a b a); lra. Qed.

(* DT2019-C4.4: a^2 > b, b > 1: 0 < (a^2-b)/(a+b)^2 < K < MCC < (a^2-b)/(a+1)^2 < 1 *)
Theorem DT2019_C4_4 : a ^ 2 > b -> b > 1 ->
  0 < (a ^ 2 - b) / (a + b) ^ 2 /\ (a ^ 2 - b) / (a + b) ^ 2 < K /\ K < M /\
  M < (a ^ 2 - b) / (a + 1) ^ 2 /\ (a ^ 2 - b) / (a + 1) ^ 2 < 1.
Proof.
  intros H1 H2. rewrite !sq in *. apply (DT2019_P3_4 a b a); lra.
Qed.

(* DT2019-C4.5: a^2 > b, b = 1: 0 < K = MCC = (a-1)/(a+1) < 1 *)
Theorem DT2019_C4_5 : a ^ 2 > b -> b = 1 -> 0 < K /\ K = M /\ M = (a - 1) / (a + 1) /\ (a - 1) / (a + 1) < 1.
Proof.
  intros H1 H2. rewrite sq in H1.
  replace ((a - 1) / (a + 1)) with ((a * a - 1) / ((a + 1) * (a + 1))) by (field; lra).
  apply (DT2019_P3_5 a b a); lra.
Qed.

(* DT2019-C4.6: a^2 > b, b < 1: 0 < (a^2-b)/(a+1)^2 < K < MCC < (a^2-b)/(a+b)^2 < 1 *)
Theorem DT2019_C4_6 : a ^ 2 > b -> b < 1 ->
  0 < (a ^ 2 - b) / (a + 1) ^ 2 /\ (a ^ 2 - b) / (a + 1) ^ 2 < K /\ K < M /\
  M < (a ^ 2 - b) / (a + b) ^ 2 /\ (a ^ 2 - b) / (a + b) ^ 2 < 1.
Proof.
  intros H1 H2. rewrite !sq in *. apply (DT2019_P3_6 a b a); lra.
Qed.

(* DT2019-C4.7: a^2 < b, 1 < b < (a+1)^2 + a^2:
   -1 < (a^2-b)/(a+1)^2 < MCC < K < (a^2-b)/(a+b)^2 < 0 *)
Theorem DT2019_C4_7 : a ^ 2 < b -> 1 < b -> b < (a + 1) ^ 2 + a ^ 2 ->
  -1 < (a ^ 2 - b) / (a + 1) ^ 2 /\ (a ^ 2 - b) / (a + 1) ^ 2 < M /\ M < K /\
  K < (a ^ 2 - b) / (a + b) ^ 2 /\ (a ^ 2 - b) / (a + b) ^ 2 < 0.
Proof.
  intros H1 H2 H3. rewrite !sq in *.
  destruct (DT2019_P3_7 a b a) as [X [Y [Z W]]]; try lra.
  assert (-1 < (a * a - b) / ((a + 1) * (a + 1))).
  { apply Rminus_gt_0_lt. replace ((a * a - b) / ((a + 1) * (a + 1)) - -1)
      with ((a * a - b + (a + 1) * (a + 1)) / ((a + 1) * (a + 1))) by (field; lra).
    apply Rdiv_lt_0_compat; nra. }
  pose proof (Rmax_r (-1) ((a * a - b) / ((a + 1) * (a + 1)))).
  unfold K, M, C1a, C1 in *. repeat split; lra.
Qed.

(* DT2019-C4.8: a^2 < b, (a+1)^2 + a^2 <= b: -1 < MCC < K < (a^2-b)/(a+b)^2 < 0 *)
Theorem DT2019_C4_8 : a ^ 2 < b -> (a + 1) ^ 2 + a ^ 2 <= b ->
  -1 < M /\ M < K /\ K < (a ^ 2 - b) / (a + b) ^ 2 /\ (a ^ 2 - b) / (a + b) ^ 2 < 0.
Proof.
  intros H1 H2. rewrite !sq in *.
  destruct (DT2019_P3_7 a b a) as [X [Y [Z W]]]; try lra; try nra.
  pose proof (Rmax_l (-1) ((a * a - b) / ((a + 1) * (a + 1)))).
  unfold K, M, C1a, C1 in *. repeat split; lra.
Qed.

(* DT2019-C4.9: a^2 < b, b = 1: -1 < MCC = K = (a-1)/(a+1) < 0 *)
Theorem DT2019_C4_9 : a ^ 2 < b -> b = 1 -> -1 < M /\ M = K /\ K = (a - 1) / (a + 1) /\ (a - 1) / (a + 1) < 0.
Proof.
  intros H1 H2. rewrite sq in H1.
  replace ((a - 1) / (a + 1)) with ((a * a - 1) / ((a + 1) * (a + 1))) by (field; lra).
  apply (DT2019_P3_8 a b a); lra.
Qed.
End Cor4.
