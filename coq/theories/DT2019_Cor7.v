(* Corollary 7 of Delgado & Tibau 2019 (p17, L2378-2458): the Z_A family for
   N = 2, Z_A = [[1, A], [1, 1]] (Families.ZA 2 A), A >= 0.  Derived from
   Proposition 8 at N = 2 (C7.0, C7.1; claim DT2019-C7.P8) and from Corollary 6
   with a = 1, b = A (C7.2-C7.4), as the paper does.  Claim IDs as in
   proofs/delgado_tibau_2019/cor_7.py.  Not yet in Coq: C7.M, C7.L1, C7.L2. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families KappaMCC.DT2019_Binary
               KappaMCC.DT2019_Cor6 KappaMCC.DT2019_Prop8.
Open Scope R_scope.

Section Cor7.
Variable A : R.
Hypothesis HA : 0 <= A.
Let K := kappa 2 (ZA 2 A).
Let M := mcc 2 (ZA 2 A).
Let K6 : K = kappa 2 (C11 1 A). Proof. apply kappa_ZA2. Qed.
Let M6 : M = mcc 2 (C11 1 A). Proof. apply mcc_ZA2. Qed.

(* DT2019-C7.0 (and DT2019-C7.P8: it is P8.0 at N = 2):
   MCC(A) = (1-A)/(2(1+A)) and K(A) = 2(1-A)/(4 + (1+A)^2) *)
Theorem DT2019_C7_0 : M = (1 - A) / (2 * (1 + A)) /\ K = 2 * (1 - A) / (4 + (1 + A) ^ 2).
Proof.
  destruct (DT2019_P8_0 2 ltac:(lia) A HA) as [Hm Hk]. unfold K, M. rewrite Hm, Hk.
  replace (INR 2) with 2 by (simpl; ring).
  split; field; repeat split; intro Hz; nra.
Qed.

(* DT2019-C7.1: A = 1: K(A) = MCC(A) = 0 *)
Theorem DT2019_C7_1 : A = 1 -> K = M /\ M = 0.
Proof. intro H. destruct (DT2019_P8_1 2 ltac:(lia) A HA H) as [X Y]. unfold K, M. lra. Qed.

(* DT2019-C7.2.corrected: the print's "If A < 1" includes A = 0, where
   (1-A)/(1+A)^2 = 1 and the last link "< 1" fails; the chain holds for 0 < A < 1. *)
Theorem DT2019_C7_2_corrected :
  (0 < A -> A < 1 ->
   0 < (1 - A) / 4 /\ (1 - A) / 4 < K /\ K < M /\ M < (1 - A) / (1 + A) ^ 2 /\ (1 - A) / (1 + A) ^ 2 < 1) /\
  (1 - 0) / (1 + 0) ^ 2 = 1.
Proof.
  split; [| field].
  intros H0 H1. rewrite K6, M6.
  replace ((1 - A) / 4) with ((1 - A) / (2 * (1 + 1))) by (f_equal; ring).
  replace ((1 - A) / (1 + A) ^ 2) with ((1 - A) / ((1 + A) * (A + 1))) by (f_equal; ring).
  apply (DT2019_C6_4 1 A); lra.
Qed.

(* the printed DT2019-C7.2 fails at A = 0 (its "If A < 1" includes A = 0) *)
Theorem DT2019_C7_2_printed_fails_at_0 : ~ ((1 - 0) / (1 + 0) ^ 2 < 1).
Proof. replace ((1 - 0) / (1 + 0) ^ 2) with 1 by field. lra. Qed.

(* DT2019-C7.3: 1 < A < 5: -1 < (1-A)/4 < MCC(A) < K(A) < (1-A)/(1+A)^2 < 0 *)
Theorem DT2019_C7_3 : 1 < A -> A < 5 ->
  -1 < (1 - A) / 4 /\ (1 - A) / 4 < M /\ M < K /\ K < (1 - A) / (1 + A) ^ 2 /\ (1 - A) / (1 + A) ^ 2 < 0.
Proof.
  intros H0 H1. rewrite K6, M6.
  replace ((1 - A) / 4) with ((1 - A) / (2 * (1 + 1))) by (f_equal; ring).
  replace ((1 - A) / (1 + A) ^ 2) with ((1 - A) / ((1 + A) * (A + 1))) by (f_equal; ring).
  apply (DT2019_C6_5 1 A); lra.
Qed.

(* DT2019-C7.4: 5 <= A: -1 < MCC(A) < K(A) < (1-A)/(1+A)^2 < 0 *)
Theorem DT2019_C7_4 : 5 <= A ->
  -1 < M /\ M < K /\ K < (1 - A) / (1 + A) ^ 2 /\ (1 - A) / (1 + A) ^ 2 < 0.
Proof.
  intros H0. rewrite K6, M6.
  replace ((1 - A) / (1 + A) ^ 2) with ((1 - A) / ((1 + A) * (A + 1))) by (f_equal; ring).
  apply (DT2019_C6_6 1 A); lra.
Qed.
End Cor7.
