(* Proposition 3 of Delgado & Tibau 2019 (p11, L1524-1599), every branch:
   C_1 = [[a, b], [1, d]] (Families.C1), b > 0, a, d >= 0 (the positive marginals
   of DT2019-S5.2 then hold), kappa and MCC from the general definitions.
   Claim IDs DT2019-P3.1 ... P3.9 as in proofs/delgado_tibau_2019/prop_3.py;
   "Otherwise" is "not (a = d = 0)". *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families KappaMCC.DT2019_Binary.
Open Scope R_scope.

Section Prop3.
Variables a b d : R.
Hypotheses (Ha : 0 <= a) (Hd : 0 <= d) (Hb : 0 < b).

Let H52 : S52 a b 1 d.
Proof. unfold S52. repeat split; lra. Qed.

(* the printed bounds: alpha and beta of eq. (7) at c = 1 *)
Let al := (a * d - b) / ((a + b) * (d + b)).
Let be := (a * d - b) / ((a + 1) * (d + 1)).
Let K := kappa 2 (C1 a b d).
Let M := mcc 2 (C1 a b d).

Let Eal : alpha a b 1 d = al.
Proof. unfold alpha, al. f_equal; ring. Qed.
Let Ebe : beta a b 1 d = be.
Proof. unfold beta, be. f_equal; ring. Qed.

Let PQ : (a + b) * (b + d) - (a + 1) * (1 + d) = (b - 1) * (a + b + d + 1).
Proof. ring. Qed.

Lemma c1_order :
  (a * d > b -> b > 1 -> al < K < M /\ M < be) /\
  (a * d > b -> b < 1 -> be < K < M /\ M < al) /\
  (a * d < b -> b > 1 -> be < M < K /\ K < al) /\
  (a * d < b -> b < 1 -> al < M < K /\ K < be) /\
  (b = 1 -> K = al /\ M = al /\ al = be).
Proof.
  destruct (bin_order a b 1 d H52) as [O1 [O2 [O3 [O4 O5]]]].
  rewrite Eal, Ebe in *. unfold K, M, C1.
  assert (0 < a + b + d + 1) by lra.
  repeat split; intros.
  all: try (destruct O1 as [X Y]; [lra | nra |]; lra).
  all: try (destruct O2 as [X Y]; [lra | nra |]; lra).
  all: try (destruct O3 as [X Y]; [lra | nra |]; lra).
  all: try (destruct O4 as [X Y]; [lra | nra |]; lra).
  all: destruct O5 as [X [Y Z]]; [subst b; ring |]; assumption.
Qed.

(* -1 < MCC(C_1) < 1 off the corner a = d = 0 *)
Lemma c1_mcc_gt_m1 : ~ (a = 0 /\ d = 0) -> -1 < M.
Proof.
  intro Hnz. destruct (bin_means a b 1 d H52) as [_ Hm]. unfold M, C1. rewrite Hm.
  assert (Hpos : 0 < a \/ 0 < d) by (destruct (Rle_lt_or_eq_dec _ _ Ha); destruct (Rle_lt_or_eq_dec _ _ Hd); auto;
                                       exfalso; apply Hnz; split; auto).
  assert (HP : 0 < (a + b) * (b + d)) by nra. assert (HQ : 0 < (a + 1) * (1 + d)) by nra.
  apply (gm_abs_lt_1 (a * d - b * 1) ((a + b) * (b + d)) ((a + 1) * (1 + d)) HP HQ).
  (* (a+b)(b+d)(a+1)(1+d) - (ad - b)^2 > 0, because a b or b d is positive *)
  apply Rminus_gt_0_lt.
  replace ((a + b) * (b + d) * ((a + 1) * (1 + d)) - (a * d - b * 1) * (a * d - b * 1))
    with (a * d * (a + d + 1) + a * b * (a * d + a + d + 1) + b * d * (a * d + a + d + 1)
          + b * b * (a * d + a + d) + 2 * a * b * d) by ring.
  assert (0 <= a * d) by nra. assert (0 <= a * b) by nra. assert (0 <= b * d) by nra.
  assert (0 < a * b \/ 0 < b * d) by (destruct Hpos; [left | right]; nra).
  assert (0 <= a * d * (a + d + 1)) by nra.
  assert (0 <= b * b * (a * d + a + d)) by nra.
  assert (0 <= 2 * a * b * d) by nra.
  destruct H3; nra.
Qed.

(* DT2019-P3.1: a = d = 0, b <> 1: -1 = MCC(C_1) < K(C_1) = -2b/(1 + b^2) < 0 *)
Theorem DT2019_P3_1 : a = 0 -> d = 0 -> b <> 1 ->
  -1 = M /\ M < K /\ K = -2 * b / (1 + b ^ 2) /\ -2 * b / (1 + b ^ 2) < 0.
Proof.
  intros -> -> Hb1. destruct (bin_means 0 b 1 0 H52) as [Hk Hm]. unfold K, M, C1. rewrite Hk, Hm.
  replace ((0 + b) * (b + 0) * ((0 + 1) * (1 + 0))) with (b * b) by ring.
  rewrite sqrt_square by lra.
  assert (0 < (b - 1) * (b - 1)) by (assert (b - 1 <> 0) by lra; nra).
  repeat split.
  - field. lra.
  - apply Rminus_gt_0_lt.
    replace (2 * (0 * 0 - b * 1) / ((0 + b) * (b + 0) + (0 + 1) * (1 + 0)) - (0 * 0 - b * 1) / b)
      with ((b - 1) * (b - 1) / (b * b + 1)) by (field; split; nra).
    apply Rdiv_lt_0_compat; nra.
  - field. nra.
  - apply Rminus_gt_0_lt. replace (0 - -2 * b / (1 + b ^ 2)) with (2 * b / (1 + b * b)) by (field; nra).
    apply Rdiv_lt_0_compat; nra.
Qed.

(* DT2019-P3.2: a = d = 0, b = 1: MCC(C_1) = K(C_1) = -1 *)
Theorem DT2019_P3_2 : a = 0 -> d = 0 -> b = 1 -> M = K /\ K = -1.
Proof.
  intros -> -> ->. destruct (bin_means 0 1 1 0 H52) as [Hk Hm]. unfold K, M, C1. rewrite Hk, Hm.
  replace ((0 + 1) * (1 + 0) * ((0 + 1) * (1 + 0))) with (1 * 1) by ring.
  rewrite sqrt_square by lra. split; field.
Qed.

(* DT2019-P3.3: otherwise, ad = b: MCC(C_1) = K(C_1) = 0 *)
Theorem DT2019_P3_3 : ~ (a = 0 /\ d = 0) -> a * d = b -> M = K /\ K = 0.
Proof. intros _ H. apply (DT2019_E7_4_c a b 1 d H52). lra. Qed.

(* DT2019-P3.4: otherwise, ad > b, b > 1:
   0 < (ad-b)/((a+b)(d+b)) < K < MCC < (ad-b)/((a+1)(d+1)) < 1 *)
Theorem DT2019_P3_4 : ~ (a = 0 /\ d = 0) -> a * d > b -> b > 1 ->
  0 < (a * d - b) / ((a + b) * (d + b)) /\ (a * d - b) / ((a + b) * (d + b)) < K /\ K < M /\
  M < (a * d - b) / ((a + 1) * (d + 1)) /\ (a * d - b) / ((a + 1) * (d + 1)) < 1.
Proof.
  intros _ H1 H2. destruct c1_order as [O _]. destruct (O H1 H2) as [[X Y] Z]. fold al be.
  repeat split; try lra.
  - unfold al. apply Rdiv_lt_0_compat; nra.
  - unfold be. apply Rminus_gt_0_lt. replace (1 - (a * d - b) / ((a + 1) * (d + 1))) with ((a + d + 1 + b) / ((a + 1) * (d + 1))) by (field; lra).
    apply Rdiv_lt_0_compat; nra.
Qed.

(* DT2019-P3.5: otherwise, ad > b, b = 1: 0 < K = MCC = (ad-1)/((a+1)(d+1)) < 1 *)
Theorem DT2019_P3_5 : ~ (a = 0 /\ d = 0) -> a * d > b -> b = 1 ->
  0 < K /\ K = M /\ M = (a * d - 1) / ((a + 1) * (d + 1)) /\ (a * d - 1) / ((a + 1) * (d + 1)) < 1.
Proof.
  intros _ H1 H2. destruct c1_order as [_ [_ [_ [_ O]]]]. destruct (O H2) as [X [Y Z]].
  assert (Ebe1 : be = (a * d - 1) / ((a + 1) * (d + 1))) by (unfold be; rewrite H2; reflexivity).
  assert (0 < (a * d - 1) / ((a + 1) * (d + 1))) by (apply Rdiv_lt_0_compat; nra).
  assert ((a * d - 1) / ((a + 1) * (d + 1)) < 1).
  { apply Rminus_gt_0_lt. replace (1 - (a * d - 1) / ((a + 1) * (d + 1))) with ((a + d + 2) / ((a + 1) * (d + 1))) by (field; lra).
    apply Rdiv_lt_0_compat; nra. }
  repeat split; lra.
Qed.

(* DT2019-P3.6: otherwise, ad > b, b < 1:
   0 < (ad-b)/((a+1)(d+1)) < K < MCC < (ad-b)/((a+b)(d+b)) < 1 *)
Theorem DT2019_P3_6 : ~ (a = 0 /\ d = 0) -> a * d > b -> b < 1 ->
  0 < (a * d - b) / ((a + 1) * (d + 1)) /\ (a * d - b) / ((a + 1) * (d + 1)) < K /\ K < M /\
  M < (a * d - b) / ((a + b) * (d + b)) /\ (a * d - b) / ((a + b) * (d + b)) < 1.
Proof.
  intros _ H1 H2. destruct c1_order as [_ [O _]]. destruct (O H1 H2) as [[X Y] Z]. fold al be.
  repeat split; try lra.
  - unfold be. apply Rdiv_lt_0_compat; nra.
  - unfold al. apply Rminus_gt_0_lt.
    replace (1 - (a * d - b) / ((a + b) * (d + b))) with ((a * b + b * d + b * b + b) / ((a + b) * (d + b))) by (field; nra).
    apply Rdiv_lt_0_compat; nra.
Qed.

(* DT2019-P3.7: otherwise, ad < b, b > 1:
   max(-1, (ad-b)/((a+1)(d+1))) < MCC < K < (ad-b)/((a+b)(d+b)) < 0 *)
Theorem DT2019_P3_7 : ~ (a = 0 /\ d = 0) -> a * d < b -> b > 1 ->
  Rmax (-1) ((a * d - b) / ((a + 1) * (d + 1))) < M /\ M < K /\
  K < (a * d - b) / ((a + b) * (d + b)) /\ (a * d - b) / ((a + b) * (d + b)) < 0.
Proof.
  intros Hnz H1 H2. destruct c1_order as [_ [_ [O _]]]. destruct (O H1 H2) as [[X Y] Z]. fold al be.
  pose proof (c1_mcc_gt_m1 Hnz).
  repeat split; try lra.
  - apply Rmax_lub_lt; lra.
  - unfold al. replace ((a * d - b) / ((a + b) * (d + b))) with (- ((b - a * d) / ((a + b) * (d + b)))) by (field; nra).
    assert (0 < (b - a * d) / ((a + b) * (d + b))) by (apply Rdiv_lt_0_compat; nra). lra.
Qed.

(* DT2019-P3.8: otherwise, ad < b, b = 1: -1 < MCC = K = (ad-1)/((a+1)(d+1)) < 0 *)
Theorem DT2019_P3_8 : ~ (a = 0 /\ d = 0) -> a * d < b -> b = 1 ->
  -1 < M /\ M = K /\ K = (a * d - 1) / ((a + 1) * (d + 1)) /\ (a * d - 1) / ((a + 1) * (d + 1)) < 0.
Proof.
  intros Hnz H1 H2. destruct c1_order as [_ [_ [_ [_ O]]]]. destruct (O H2) as [X [Y Z]].
  pose proof (c1_mcc_gt_m1 Hnz).
  assert (Ebe1 : be = (a * d - 1) / ((a + 1) * (d + 1))) by (unfold be; rewrite H2; reflexivity).
  assert ((a * d - 1) / ((a + 1) * (d + 1)) < 0).
  { replace ((a * d - 1) / ((a + 1) * (d + 1))) with (- ((1 - a * d) / ((a + 1) * (d + 1)))) by (field; lra).
    assert (0 < (1 - a * d) / ((a + 1) * (d + 1))) by (apply Rdiv_lt_0_compat; nra). lra. }
  repeat split; lra.
Qed.

(* DT2019-P3.9: otherwise, ad < b, b < 1:
   max(-1, (ad-b)/((a+b)(d+b))) < MCC < K < (ad-b)/((a+1)(d+1)) < 0 *)
Theorem DT2019_P3_9 : ~ (a = 0 /\ d = 0) -> a * d < b -> b < 1 ->
  Rmax (-1) ((a * d - b) / ((a + b) * (d + b))) < M /\ M < K /\
  K < (a * d - b) / ((a + 1) * (d + 1)) /\ (a * d - b) / ((a + 1) * (d + 1)) < 0.
Proof.
  intros Hnz H1 H2. destruct c1_order as [_ [_ [_ [O _]]]]. destruct (O H1 H2) as [[X Y] Z]. fold al be.
  pose proof (c1_mcc_gt_m1 Hnz).
  repeat split; try lra.
  - apply Rmax_lub_lt; lra.
  - unfold be. replace ((a * d - b) / ((a + 1) * (d + 1))) with (- ((b - a * d) / ((a + 1) * (d + 1)))) by (field; lra).
    assert (0 < (b - a * d) / ((a + 1) * (d + 1))) by (apply Rdiv_lt_0_compat; nra). lra.
Qed.
End Prop3.
