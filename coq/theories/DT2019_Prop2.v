(* Proposition 2 of Delgado & Tibau 2019 (p9-p10, L1393-1482): the c = 0 case,
   C_0 = [[a, b], [0, d]] (Families.C0), a, b, d > 0, kappa and MCC from the
   general definitions.  Claim IDs as in proofs/delgado_tibau_2019/prop_2.py. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families KappaMCC.DT2019_Binary.
Open Scope R_scope.

Section Prop2.
Variables a b d : R.
Hypotheses (Ha : 0 < a) (Hb : 0 < b) (Hd : 0 < d).

Let H52 : S52 a b 0 d.
Proof. unfold S52. repeat split; lra. Qed.

(* MCC(C_0)^2 = ad/((a+b)(b+d)) *)
Lemma c0_mcc_sq : mcc 2 (C0 a b d) ^ 2 = a * d / ((a + b) * (b + d)).
Proof.
  destruct (bin_means a b 0 d H52) as [_ Hm]. unfold C0. rewrite Hm.
  set (P := (a + b) * (b + d)). set (Q := (a + 0) * (0 + d)).
  assert (0 < P) by (unfold P; nra). assert (0 < Q) by (unfold Q; nra).
  assert (Hs : 0 < sqrt (P * Q)) by (apply sqrt_lt_R0; nra).
  assert (Hss : sqrt (P * Q) * sqrt (P * Q) = P * Q) by (apply sqrt_sqrt; nra).
  replace (((a * d - b * 0) / sqrt (P * Q)) ^ 2) with ((a * d) * (a * d) / (sqrt (P * Q) * sqrt (P * Q))) by (field; lra).
  rewrite Hss. unfold Q. field. split; lra.
Qed.

(* DT2019-P2.0: K(C_0) = 2 MCC(C_0)^2 / (1 + MCC(C_0)^2) *)
Theorem DT2019_P2_0 :
  kappa 2 (C0 a b d) = 2 * mcc 2 (C0 a b d) ^ 2 / (1 + mcc 2 (C0 a b d) ^ 2).
Proof.
  rewrite c0_mcc_sq. destruct (bin_means a b 0 d H52) as [Hk _]. unfold C0. rewrite Hk.
  field. repeat split; intro Hz; nra.
Qed.

(* DT2019-P2.1.positive: MCC(C_0) > 0 *)
Theorem DT2019_P2_1_positive : 0 < mcc 2 (C0 a b d).
Proof.
  destruct (bin_means a b 0 d H52) as [_ Hm]. unfold C0. rewrite Hm.
  apply Rdiv_lt_0_compat; [nra | apply sqrt_lt_R0; apply Rmult_lt_0_compat; nra].
Qed.

(* DT2019-P2.2: 0 < ad/((a+b)(b+d)) < K(C_0) < MCC(C_0) < 1 *)
Theorem DT2019_P2_2 :
  0 < a * d / ((a + b) * (b + d)) /\ a * d / ((a + b) * (b + d)) < kappa 2 (C0 a b d) /\
  kappa 2 (C0 a b d) < mcc 2 (C0 a b d) /\ mcc 2 (C0 a b d) < 1.
Proof.
  destruct (bin_order a b 0 d H52) as [O1 _].
  assert (Eal : alpha a b 0 d = a * d / ((a + b) * (b + d))) by (unfold alpha; f_equal; ring).
  assert (Ebe : beta a b 0 d = 1) by (unfold beta; field; lra).
  destruct O1 as [[X Y] Z]; [nra | nra |]. rewrite Eal, Ebe in *. unfold C0.
  repeat split; try lra. apply Rdiv_lt_0_compat; nra.
Qed.

(* DT2019-P2.L6 (read as in the suite): MCC(C_0) and K(C_0) are unchanged by swapping a and d *)
Theorem DT2019_P2_L6 :
  mcc 2 (C0 a b d) = mcc 2 (C0 d b a) /\ kappa 2 (C0 a b d) = kappa 2 (C0 d b a).
Proof.
  assert (H52' : S52 d b 0 a) by (unfold S52; repeat split; lra).
  destruct (bin_means a b 0 d H52) as [Hk Hm]. destruct (bin_means d b 0 a H52') as [Hk' Hm'].
  unfold C0. rewrite Hk, Hm, Hk', Hm'. split.
  - f_equal; [ring | f_equal; ring].
  - f_equal; ring.
Qed.
End Prop2.

(* DT2019-P2.1.increasing: m -> 2m^2/(1+m^2) is strictly increasing for m > 0 *)
Lemma DT2019_P2_1_increasing (x y : R) : 0 < x -> x < y -> 2 * x ^ 2 / (1 + x ^ 2) < 2 * y ^ 2 / (1 + y ^ 2).
Proof.
  intros Hx Hxy. apply Rminus_gt_0_lt.
  replace (2 * y ^ 2 / (1 + y ^ 2) - 2 * x ^ 2 / (1 + x ^ 2))
    with (2 * (y - x) * (y + x) / ((1 + x ^ 2) * (1 + y ^ 2))) by (field; split; intro Hz; nra).
  apply Rdiv_lt_0_compat; nra.
Qed.

(* DT2019-P2.1: "Since MCC(C_0) > 0, K(C_0) is a monotonically increasing function of MCC(C_0)":
   K(C_0) = f(MCC(C_0)) with f(m) = 2m^2/(1+m^2) strictly increasing on m > 0, where every MCC(C_0) lies *)
Theorem DT2019_P2_1 :
  let f := fun m => 2 * m ^ 2 / (1 + m ^ 2) in
  (forall a b d, 0 < a -> 0 < b -> 0 < d -> 0 < mcc 2 (C0 a b d) /\ kappa 2 (C0 a b d) = f (mcc 2 (C0 a b d))) /\
  (forall x y, 0 < x -> x < y -> f x < f y).
Proof.
  intro f. split.
  - intros a b d Ha Hb Hd. split; [apply DT2019_P2_1_positive | apply DT2019_P2_0]; assumption.
  - intros x y. unfold f. apply DT2019_P2_1_increasing.
Qed.
