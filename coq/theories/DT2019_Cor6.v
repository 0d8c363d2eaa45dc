(* Corollary 6 of Delgado & Tibau 2019 (p15-p16, L2105-2276): case 3, d = 1,
   C^{a,b}_{1,1} = [[a, b], [1, 1]] (Families.C11), a >= 0, b > 0; derived from
   Proposition 3.  Claim IDs as in proofs/delgado_tibau_2019/cor_6.py.
   Proved here: C6.1-C6.8.  Not yet in Coq: C6.M, C6.L1, C6.L2. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families KappaMCC.DT2019_Binary KappaMCC.DT2019_Prop3.
Open Scope R_scope.

Section Cor6.
Variables a b : R.
Hypotheses (Ha : 0 <= a) (Hb : 0 < b).
Let nz : ~ (a = 0 /\ 1 = 0). Proof. lra. Qed.
Let K := kappa 2 (C11 a b).
Let M := mcc 2 (C11 a b).
(* the printed bounds, alpha = (a-b)/((a+b)(b+1)) and beta = (a-b)/(2(a+1)) *)
Let Eal : (a * 1 - b) / ((a + b) * (1 + b)) = (a - b) / ((a + b) * (b + 1)).
Proof. f_equal; ring. Qed.
Let Ebe : (a * 1 - b) / ((a + 1) * (1 + 1)) = (a - b) / (2 * (a + 1)).
Proof. f_equal; ring. Qed.

(* DT2019-C6.1: a = b: MCC = K = 0 *)
Theorem DT2019_C6_1 : a = b -> M = K /\ K = 0.
Proof. intro H. apply (DT2019_P3_3 a b 1); lra. Qed.

(* DT2019-C6.2: a > b, b > 1: 0 < (a-b)/((a+b)(b+1)) < K < MCC < (a-b)/(2(a+1)) < 1 *)
Theorem DT2019_C6_2 : a > b -> b > 1 ->
  0 < (a - b) / ((a + b) * (b + 1)) /\ (a - b) / ((a + b) * (b + 1)) < K /\ K < M /\
  M < (a - b) / (2 * (a + 1)) /\ (a - b) / (2 * (a + 1)) < 1.
Proof. intros H1 H2. rewrite <- Eal, <- Ebe. apply (DT2019_P3_4 a b 1); lra. Qed.

(* DT2019-C6.3: a > b, b = 1: 0 < K = MCC = (a-1)/(2(a+1)) < 1 *)
Theorem DT2019_C6_3 : a > b -> b = 1 ->
  0 < K /\ K = M /\ M = (a - 1) / (2 * (a + 1)) /\ (a - 1) / (2 * (a + 1)) < 1.
Proof.
  intros H1 H2. replace ((a - 1) / (2 * (a + 1))) with ((a * 1 - 1) / ((a + 1) * (1 + 1))) by (f_equal; ring).
  apply (DT2019_P3_5 a b 1); lra.
Qed.

(* DT2019-C6.4: a > b, b < 1: 0 < (a-b)/(2(a+1)) < K < MCC < (a-b)/((a+b)(b+1)) < 1 *)
Theorem DT2019_C6_4 : a > b -> b < 1 ->
  0 < (a - b) / (2 * (a + 1)) /\ (a - b) / (2 * (a + 1)) < K /\ K < M /\
  M < (a - b) / ((a + b) * (b + 1)) /\ (a - b) / ((a + b) * (b + 1)) < 1.
Proof. intros H1 H2. rewrite <- Eal, <- Ebe. apply (DT2019_P3_6 a b 1); lra. Qed.

(* DT2019-C6.5: a < b, 1 < b < 3a+2: -1 < (a-b)/(2(a+1)) < MCC < K < (a-b)/((a+b)(b+1)) < 0 *)
Theorem DT2019_C6_5 : a < b -> 1 < b -> b < 3 * a + 2 ->
  -1 < (a - b) / (2 * (a + 1)) /\ (a - b) / (2 * (a + 1)) < M /\ M < K /\
  K < (a - b) / ((a + b) * (b + 1)) /\ (a - b) / ((a + b) * (b + 1)) < 0.
Proof.
  intros H1 H2 H3. rewrite <- Eal, <- Ebe.
  destruct (DT2019_P3_7 a b 1) as [X [Y [Z W]]]; try lra.
  assert (-1 < (a * 1 - b) / ((a + 1) * (1 + 1))).
  { apply Rminus_gt_0_lt. replace ((a * 1 - b) / ((a + 1) * (1 + 1)) - -1)
      with ((3 * a + 2 - b) / (2 * (a + 1))) by (field; lra).
    apply Rdiv_lt_0_compat; lra. }
  pose proof (Rmax_r (-1) ((a * 1 - b) / ((a + 1) * (1 + 1)))). unfold K, M, C11, C1 in *. repeat split; lra.
Qed.

(* DT2019-C6.6: a < b, 3a+2 <= b: -1 < MCC < K < (a-b)/((a+b)(b+1)) < 0 *)
Theorem DT2019_C6_6 : a < b -> 3 * a + 2 <= b ->
  -1 < M /\ M < K /\ K < (a - b) / ((a + b) * (b + 1)) /\ (a - b) / ((a + b) * (b + 1)) < 0.
Proof.
  intros H1 H2. rewrite <- Eal.
  destruct (DT2019_P3_7 a b 1) as [X [Y [Z W]]]; try lra.
  pose proof (Rmax_l (-1) ((a * 1 - b) / ((a + 1) * (1 + 1)))). unfold K, M, C11, C1 in *. repeat split; lra.
Qed.

(* DT2019-C6.7: a < b, b = 1: -1 < MCC = K = (a-1)/(2(a+1)) < 0 *)
Theorem DT2019_C6_7 : a < b -> b = 1 ->
  -1 < M /\ M = K /\ K = (a - 1) / (2 * (a + 1)) /\ (a - 1) / (2 * (a + 1)) < 0.
Proof.
  intros H1 H2. replace ((a - 1) / (2 * (a + 1))) with ((a * 1 - 1) / ((a + 1) * (1 + 1))) by (f_equal; ring).
  apply (DT2019_P3_8 a b 1); lra.
Qed.

(* DT2019-C6.8: a < b, b < 1: -1 < (a-b)/((a+b)(b+1)) < MCC < K < (a-b)/(2(a+1)) < 0 *)
Theorem DT2019_C6_8 : a < b -> b < 1 ->
  -1 < (a - b) / ((a + b) * (b + 1)) /\ (a - b) / ((a + b) * (b + 1)) < M /\ M < K /\
  K < (a - b) / (2 * (a + 1)) /\ (a - b) / (2 * (a + 1)) < 0.
Proof.
  intros H1 H2. rewrite <- Eal, <- Ebe.
  destruct (DT2019_P3_9 a b 1) as [X [Y [Z W]]]; try lra.
  assert (-1 < (a * 1 - b) / ((a + b) * (1 + b))).
  { apply Rminus_gt_0_lt. replace ((a * 1 - b) / ((a + b) * (1 + b)) - -1)
      with ((2 * a + a * b + b * b) / ((a + b) * (1 + b))) by (field; lra).
    apply Rdiv_lt_0_compat; nra. }
  pose proof (Rmax_r (-1) ((a * 1 - b) / ((a + b) * (1 + b)))). unfold K, M, C11, C1 in *. repeat split; lra.
Qed.
End Cor6.
