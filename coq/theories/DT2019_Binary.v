(* The binary section of Delgado & Tibau 2019 (p8, L1250-1320): kappa and MCC
   of C = [[a, b], [c, d]] from the general definitions, as the harmonic and
   geometric means of alpha and beta, and eq. (7).  Claim IDs as in CLAIMS.md /
   proofs/delgado_tibau_2019/eq_7.py. *)
Require Import Reals Lra Lia Psatz Field.
Require Import KappaMCC.Matrix KappaMCC.Metrics KappaMCC.Families.
Open Scope R_scope.

(* x < y from a closed form of y - x with positive numerator and denominator *)
Ltac lt_by_diff e :=
  apply Rminus_gt_0_lt;
  match goal with |- 0 < ?g => replace g with e by (field; repeat split; lra) end.

(* ------------------------------------------------------------------ *)
(* Means of alpha = n/P and beta = n/Q: kappa = 2n/(P+Q) is their       *)
(* harmonic mean, MCC = n/sqrt(PQ) their (signed) geometric mean.        *)

Section Means.
Variables nn P Q : R.
Hypotheses (HP : 0 < P) (HQ : 0 < Q).

Let s := sqrt (P * Q).
Lemma s_pos : 0 < s.
Proof. unfold s. apply sqrt_lt_R0. nra. Qed.
Lemma s_sq : s * s = P * Q.
Proof. unfold s. apply sqrt_sqrt. nra. Qed.

Lemma s_between : Q < P -> Q < s /\ s < P /\ 2 * s < P + Q.
Proof. intro H. pose proof s_pos. pose proof s_sq. repeat split; nra. Qed.

(* strict inequalities when P <> Q (P > Q: alpha < beta in size) *)
Lemma means_pos : 0 < nn -> Q < P ->
  nn / P < 2 * nn / (P + Q) /\ 2 * nn / (P + Q) < nn / s /\ nn / s < nn / Q.
Proof.
  intros Hn H. pose proof s_pos. destruct (s_between H) as [H1 [H2 H3]].
  split; [| split].
  - lt_by_diff (nn * (P - Q) / (P * (P + Q))). apply Rdiv_lt_0_compat; nra.
  - lt_by_diff (nn * (P + Q - 2 * s) / (s * (P + Q))). apply Rdiv_lt_0_compat; nra.
  - lt_by_diff (nn * (s - Q) / (Q * s)). apply Rdiv_lt_0_compat; nra.
Qed.

Lemma means_neg : nn < 0 -> Q < P ->
  nn / Q < nn / s /\ nn / s < 2 * nn / (P + Q) /\ 2 * nn / (P + Q) < nn / P.
Proof.
  intros Hn H. pose proof s_pos. destruct (s_between H) as [H1 [H2 H3]].
  split; [| split].
  - lt_by_diff ((- nn) * (s - Q) / (Q * s)). apply Rdiv_lt_0_compat; nra.
  - lt_by_diff ((- nn) * (P + Q - 2 * s) / (s * (P + Q))). apply Rdiv_lt_0_compat; nra.
  - lt_by_diff ((- nn) * (P - Q) / (P * (P + Q))). apply Rdiv_lt_0_compat; nra.
Qed.

Lemma s_between2 : P < Q -> P < s /\ s < Q /\ 2 * s < P + Q.
Proof. intro H. pose proof s_pos. pose proof s_sq. repeat split; nra. Qed.

Lemma means_pos2 : 0 < nn -> P < Q ->
  nn / Q < 2 * nn / (P + Q) /\ 2 * nn / (P + Q) < nn / s /\ nn / s < nn / P.
Proof.
  intros Hn H. pose proof s_pos. destruct (s_between2 H) as [H1 [H2 H3]].
  split; [| split].
  - lt_by_diff (nn * (Q - P) / (Q * (P + Q))). apply Rdiv_lt_0_compat; nra.
  - lt_by_diff (nn * (P + Q - 2 * s) / (s * (P + Q))). apply Rdiv_lt_0_compat; nra.
  - lt_by_diff (nn * (s - P) / (P * s)). apply Rdiv_lt_0_compat; nra.
Qed.

Lemma means_neg2 : nn < 0 -> P < Q ->
  nn / P < nn / s /\ nn / s < 2 * nn / (P + Q) /\ 2 * nn / (P + Q) < nn / Q.
Proof.
  intros Hn H. pose proof s_pos. destruct (s_between2 H) as [H1 [H2 H3]].
  split; [| split].
  - lt_by_diff ((- nn) * (s - P) / (P * s)). apply Rdiv_lt_0_compat; nra.
  - lt_by_diff ((- nn) * (P + Q - 2 * s) / (s * (P + Q))). apply Rdiv_lt_0_compat; nra.
  - lt_by_diff ((- nn) * (Q - P) / (Q * (P + Q))). apply Rdiv_lt_0_compat; nra.
Qed.

Lemma means_eq : P = Q -> 2 * nn / (P + Q) = nn / P /\ nn / s = nn / P.
Proof.
  intro H. subst Q. split; [field; lra |].
  unfold s. rewrite sqrt_square by lra. reflexivity.
Qed.

Lemma means_zero : nn = 0 -> 2 * nn / (P + Q) = 0 /\ nn / s = 0.
Proof. intro H. subst nn. unfold Rdiv. split; ring. Qed.

(* |n/s| < 1 when n^2 < PQ *)
Lemma gm_abs_lt_1 : nn * nn < P * Q -> -1 < nn / s < 1.
Proof.
  intro H. pose proof s_pos. pose proof s_sq.
  assert (Hl : - s < nn) by nra. assert (Hr : nn < s) by nra.
  split.
  - lt_by_diff ((nn + s) / s). apply Rdiv_lt_0_compat; lra.
  - lt_by_diff ((s - nn) / s). apply Rdiv_lt_0_compat; lra.
Qed.

Lemma gm_eq_m1 : nn * nn = P * Q -> nn < 0 -> nn / s = -1.
Proof.
  intros H Hn. pose proof s_pos. pose proof s_sq.
  assert (nn = - s) by nra. rewrite H2. field. lra.
Qed.
End Means.

(* ------------------------------------------------------------------ *)
(* alpha and beta, DT2019-N20 *)
Definition alpha (a b c d : R) : R := (a * d - b * c) / ((a + b) * (b + d)).
Definition beta (a b c d : R) : R := (a * d - b * c) / ((a + c) * (c + d)).

Section Binary.
Variables a b c d : R.
Hypothesis H : S52 a b c d.

Let HS : 0 < a + b + c + d.
Proof. unfold S52 in H. lra. Qed.
Let HP : 0 < (a + b) * (b + d).
Proof. unfold S52 in H. nra. Qed.
Let HQ : 0 < (a + c) * (c + d).
Proof. unfold S52 in H. nra. Qed.

(* DT2019-E7.1: the binary closed forms, derived from the general definitions *)
Theorem DT2019_E7_1 :
  mcc 2 (bin a b c d) = (a * d - b * c) / sqrt ((a + b) * (b + d) * (a + c) * (c + d)) /\
  kappa 2 (bin a b c d) = 2 * (a * d - b * c) / ((a + b) * (b + d) + (a + c) * (c + d)).
Proof.
  split.
  - unfold mcc. rewrite bin_mcc_num, bin_rad_rows, bin_rad_cols.
    replace (2 * ((a + b) * (c + d)) * (2 * ((a + c) * (b + d))))
      with ((2 * 2) * ((a + b) * (b + d) * (a + c) * (c + d))) by ring.
    rewrite sqrt_mult by (try lra; nra). rewrite sqrt_square by lra.
    assert (0 < sqrt ((a + b) * (b + d) * (a + c) * (c + d))) by (apply sqrt_lt_R0; nra).
    field. lra.
  - rewrite kappa_marginal; [| rewrite bin_total; lra | rewrite bin_kappa_den; lra].
    rewrite bin_kappa_den, bin_total, bin_trace, bin_sum_rc.
    field. lra.
Qed.

(* the same, written with P = (a+b)(b+d), Q = (a+c)(c+d), n = ad - bc *)
Lemma bin_means :
  kappa 2 (bin a b c d) = 2 * (a * d - b * c) / ((a + b) * (b + d) + (a + c) * (c + d)) /\
  mcc 2 (bin a b c d) = (a * d - b * c) / sqrt ((a + b) * (b + d) * ((a + c) * (c + d))).
Proof.
  destruct DT2019_E7_1 as [Hm Hk]. split; [exact Hk |]. rewrite Hm.
  replace ((a + b) * (b + d) * (a + c) * (c + d)) with ((a + b) * (b + d) * ((a + c) * (c + d))) by ring.
  reflexivity.
Qed.

(* DT2019-E7.3.a.corrected.holds: K(C) = 2/(1/alpha + 1/beta) wherever ad <> bc.
   The print (DT2019-E7.3.a) states it without the condition; at ad = bc the
   harmonic mean is 0/0 (DT2019-E7.3.a.corrected.fails below). *)
Theorem DT2019_E7_3_a_corrected_holds :
  a * d - b * c <> 0 -> kappa 2 (bin a b c d) = 2 / (1 / alpha a b c d + 1 / beta a b c d).
Proof.
  intro Hn. destruct bin_means as [Hk _]. rewrite Hk. unfold alpha, beta.
  unfold S52 in H. field. repeat split; lra.
Qed.

(* DT2019-E7.3.a.corrected.fails: ad = bc gives alpha = beta = 0 while K(C) = 0 *)
Theorem DT2019_E7_3_a_corrected_fails :
  a * d = b * c -> alpha a b c d = 0 /\ beta a b c d = 0 /\ kappa 2 (bin a b c d) = 0.
Proof.
  intro Hn. destruct bin_means as [Hk _]. rewrite Hk. unfold alpha, beta.
  replace (a * d - b * c) with 0 by lra. unfold Rdiv. repeat split; ring.
Qed.

(* DT2019-E7.3.b.corrected: MCC(C) = sign(ad - bc) sqrt(alpha beta).
   The print (DT2019-E7.3.b) has MCC(C) = sqrt(alpha beta), which drops the sign. *)
Theorem DT2019_E7_3_b_corrected :
  (0 <= a * d - b * c -> mcc 2 (bin a b c d) = sqrt (alpha a b c d * beta a b c d)) /\
  (a * d - b * c < 0 -> mcc 2 (bin a b c d) = - sqrt (alpha a b c d * beta a b c d)).
Proof.
  destruct bin_means as [_ Hm]. rewrite Hm.
  set (P := (a + b) * (b + d)) in *. set (Q := (a + c) * (c + d)) in *.
  set (s := sqrt (P * Q)).
  assert (Hs : 0 < s) by (apply sqrt_lt_R0; nra).
  assert (Hss : s * s = P * Q) by (apply sqrt_sqrt; nra).
  assert (E : alpha a b c d * beta a b c d = ((a * d - b * c) / s) * ((a * d - b * c) / s)).
  { unfold alpha, beta. fold P Q.
    replace ((a * d - b * c) / s * ((a * d - b * c) / s)) with ((a * d - b * c) * (a * d - b * c) / (s * s)) by (field; lra).
    rewrite Hss. field. split; lra. }
  rewrite E. split; intro Hn.
  - rewrite sqrt_square; [reflexivity |]. apply Rmult_le_pos; [lra | left; apply Rinv_0_lt_compat; lra].
  - replace ((a * d - b * c) / s * ((a * d - b * c) / s)) with (((b * c - a * d) / s) * ((b * c - a * d) / s)) by (field; lra).
    rewrite sqrt_square; [field; lra |]. apply Rmult_le_pos; [lra | left; apply Rinv_0_lt_compat; lra].
Qed.

(* kappa and MCC lie between alpha and beta; the three sign cases of eq. (7) *)
Lemma bin_order :
  (0 < a * d - b * c -> (a + c) * (c + d) < (a + b) * (b + d) ->
     alpha a b c d < kappa 2 (bin a b c d) < mcc 2 (bin a b c d) /\ mcc 2 (bin a b c d) < beta a b c d) /\
  (0 < a * d - b * c -> (a + b) * (b + d) < (a + c) * (c + d) ->
     beta a b c d < kappa 2 (bin a b c d) < mcc 2 (bin a b c d) /\ mcc 2 (bin a b c d) < alpha a b c d) /\
  (a * d - b * c < 0 -> (a + c) * (c + d) < (a + b) * (b + d) ->
     beta a b c d < mcc 2 (bin a b c d) < kappa 2 (bin a b c d) /\ kappa 2 (bin a b c d) < alpha a b c d) /\
  (a * d - b * c < 0 -> (a + b) * (b + d) < (a + c) * (c + d) ->
     alpha a b c d < mcc 2 (bin a b c d) < kappa 2 (bin a b c d) /\ kappa 2 (bin a b c d) < beta a b c d) /\
  ((a + b) * (b + d) = (a + c) * (c + d) ->
     kappa 2 (bin a b c d) = alpha a b c d /\ mcc 2 (bin a b c d) = alpha a b c d /\ alpha a b c d = beta a b c d).
Proof.
  destruct bin_means as [Hk Hm]. rewrite Hk, Hm. unfold alpha, beta.
  set (P := (a + b) * (b + d)) in *. set (Q := (a + c) * (c + d)) in *.
  set (nn := a * d - b * c).
  repeat split; intros.
  all: try (destruct (means_pos nn P Q HP HQ) as [X1 [X2 X3]]; [assumption | assumption |]; lra).
  all: try (destruct (means_pos2 nn P Q HP HQ) as [X1 [X2 X3]]; [assumption | assumption |]; lra).
  all: try (destruct (means_neg nn P Q HP HQ) as [X1 [X2 X3]]; [assumption | assumption |]; lra).
  all: try (destruct (means_neg2 nn P Q HP HQ) as [X1 [X2 X3]]; [assumption | assumption |]; lra).
  all: destruct (means_eq nn P Q HP HQ) as [X1 X2]; try assumption.
  all: first [exact X1 | exact X2 | (rewrite H0; reflexivity)].
Qed.

(* DT2019-E7.4.a: if ad > bc, 0 < K(C) <= MCC(C) *)
Theorem DT2019_E7_4_a :
  a * d > b * c -> 0 < kappa 2 (bin a b c d) <= mcc 2 (bin a b c d).
Proof.
  intro Hn. destruct bin_order as [O1 [O2 [_ [_ O5]]]].
  assert (0 < kappa 2 (bin a b c d)).
  { destruct bin_means as [Hk _]. rewrite Hk. apply Rdiv_lt_0_compat; lra. }
  split; [assumption |].
  destruct (Rtotal_order ((a + b) * (b + d)) ((a + c) * (c + d))) as [HPQ | [HPQ | HPQ]].
  - destruct (O2 ltac:(lra) HPQ). lra.
  - destruct (O5 HPQ) as [X [Y Z]]. lra.
  - destruct (O1 ltac:(lra) HPQ). lra.
Qed.

(* DT2019-E7.4.b: if ad < bc, MCC(C) <= K(C) < 0 *)
Theorem DT2019_E7_4_b :
  a * d < b * c -> mcc 2 (bin a b c d) <= kappa 2 (bin a b c d) < 0.
Proof.
  intro Hn. destruct bin_order as [_ [_ [O3 [O4 O5]]]].
  assert (kappa 2 (bin a b c d) < 0).
  { destruct bin_means as [Hk _]. rewrite Hk.
    replace (2 * (a * d - b * c) / ((a + b) * (b + d) + (a + c) * (c + d)))
      with (- (2 * (b * c - a * d) / ((a + b) * (b + d) + (a + c) * (c + d)))) by (field; lra).
    assert (0 < 2 * (b * c - a * d) / ((a + b) * (b + d) + (a + c) * (c + d))) by (apply Rdiv_lt_0_compat; lra).
    lra. }
  split; [| assumption].
  destruct (Rtotal_order ((a + b) * (b + d)) ((a + c) * (c + d))) as [HPQ | [HPQ | HPQ]].
  - destruct (O4 ltac:(lra) HPQ). lra.
  - destruct (O5 HPQ) as [X [Y Z]]. lra.
  - destruct (O3 ltac:(lra) HPQ). lra.
Qed.

(* DT2019-E7.4.c: if ad = bc, MCC(C) = K(C) = 0 *)
Theorem DT2019_E7_4_c :
  a * d = b * c -> mcc 2 (bin a b c d) = kappa 2 (bin a b c d) /\ kappa 2 (bin a b c d) = 0.
Proof.
  intro Hn. destruct bin_means as [Hk Hm]. rewrite Hk, Hm.
  replace (a * d - b * c) with 0 by lra. unfold Rdiv. split; ring.
Qed.

(* |K(C)| <= |MCC(C)| (consequence of eq. (7), used by the flagship checks) *)
Corollary binary_abs_kappa_le_abs_mcc : Rabs (kappa 2 (bin a b c d)) <= Rabs (mcc 2 (bin a b c d)).
Proof.
  destruct (Rtotal_order (a * d) (b * c)) as [Hn | [Hn | Hn]].
  - destruct (DT2019_E7_4_b Hn). rewrite !Rabs_left; lra.
  - destruct (DT2019_E7_4_c Hn) as [X Y]. rewrite X. lra.
  - destruct (DT2019_E7_4_a Hn). rewrite !Rabs_right; lra.
Qed.
End Binary.
