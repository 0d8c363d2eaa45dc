(* Corollary 5 of Delgado & Tibau 2019 (p13, L1944-2026): case 2, d = 0,
   C^{a,b}_{1,0} = [[a, b], [1, 0]] (Families.C10), a > 0, b > 0; derived from
   Proposition 3.  Claim IDs as in proofs/delgado_tibau_2019/cor_5.py.
   Proved here: C5.1-C5.5.  Not yet in Coq: C5.M, C5.L1, C5.L2. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families KappaMCC.DT2019_Binary KappaMCC.DT2019_Prop3.
Open Scope R_scope.

Section Cor5.
Variables a b : R.
Hypotheses (Ha : 0 < a) (Hb : 0 < b).
Let K := kappa 2 (C10 a b).
Let M := mcc 2 (C10 a b).
Let E1 : (a * 0 - b) / ((a + b) * (0 + b)) = -1 / (a + b).
Proof. field. lra. Qed.
Let E2 : (a * 0 - b) / ((a + 1) * (0 + 1)) = - b / (a + 1).
Proof. field. lra. Qed.

(* DT2019-C5.1: 1 < b < a+1: -1 < -b/(a+1) < MCC < K < -1/(a+b) < 0 *)
Theorem DT2019_C5_1 : 1 < b -> b < a + 1 ->
  -1 < - b / (a + 1) /\ - b / (a + 1) < M /\ M < K /\ K < -1 / (a + b) /\ -1 / (a + b) < 0.
Proof.
  intros H1 H2. destruct (DT2019_P3_7 a b 0) as [X [Y [Z W]]]; try lra. rewrite E1, E2 in *.
  assert (-1 < - b / (a + 1)).
  { apply Rminus_gt_0_lt. replace (- b / (a + 1) - -1) with ((a + 1 - b) / (a + 1)) by (field; lra).
    apply Rdiv_lt_0_compat; lra. }
  pose proof (Rmax_r (-1) (- b / (a + 1))). unfold K, M, C10, C1 in *. repeat split; lra.
Qed.

(* DT2019-C5.2: a+1 <= b: -1 < MCC < K < -1/(a+b) < 0 *)
Theorem DT2019_C5_2 : a + 1 <= b -> -1 < M /\ M < K /\ K < -1 / (a + b) /\ -1 / (a + b) < 0.
Proof.
  intros H1. destruct (DT2019_P3_7 a b 0) as [X [Y [Z W]]]; try lra. rewrite E1, E2 in *.
  pose proof (Rmax_l (-1) (- b / (a + 1))). unfold K, M, C10, C1 in *. repeat split; lra.
Qed.

(* DT2019-C5.3: b = 1: -1 < MCC = K = -1/(a+1) < 0 *)
Theorem DT2019_C5_3 : b = 1 -> -1 < M /\ M = K /\ K = -1 / (a + 1) /\ -1 / (a + 1) < 0.
Proof.
  intros H1. replace (-1 / (a + 1)) with ((a * 0 - 1) / ((a + 1) * (0 + 1))) by (field; lra).
  apply (DT2019_P3_8 a b 0); lra.
Qed.

(* DT2019-C5.4: b < 1 < a+b: -1 < -1/(a+b) < MCC < K < -b/(a+1) < 0 *)
Theorem DT2019_C5_4 : b < 1 -> 1 < a + b ->
  -1 < -1 / (a + b) /\ -1 / (a + b) < M /\ M < K /\ K < - b / (a + 1) /\ - b / (a + 1) < 0.
Proof.
  intros H1 H2. destruct (DT2019_P3_9 a b 0) as [X [Y [Z W]]]; try lra. rewrite E1, E2 in *.
  assert (-1 < -1 / (a + b)).
  { apply Rminus_gt_0_lt. replace (-1 / (a + b) - -1) with ((a + b - 1) / (a + b)) by (field; lra).
    apply Rdiv_lt_0_compat; lra. }
  pose proof (Rmax_r (-1) (-1 / (a + b))). unfold K, M, C10, C1 in *. repeat split; lra.
Qed.

(* DT2019-C5.5: a+b <= 1: -1 < MCC < K < -b/(a+1) < 0 *)
Theorem DT2019_C5_5 : a + b <= 1 -> -1 < M /\ M < K /\ K < - b / (a + 1) /\ - b / (a + 1) < 0.
Proof.
  intros H1. destruct (DT2019_P3_9 a b 0) as [X [Y [Z W]]]; try lra. rewrite E1, E2 in *.
  pose proof (Rmax_l (-1) (-1 / (a + b))). unfold K, M, C10, C1 in *. repeat split; lra.
Qed.
End Cor5.
