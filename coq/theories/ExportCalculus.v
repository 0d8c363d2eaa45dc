(* The lemmas of the generated calculus re-checks (monotonicity, limits, extrema).
   The theorems are stated by the exporter (kappamcc/recheck/export_calculus.py) from the
   claim's own objects; these lemmas only help to prove them. *)
Require Import Reals Lra.
Require Import KappaMCC.Export.
Open Scope R_scope.

(* a secant: R - L = d * q with d > 0 and q of a sign *)
Lemma kmcc_secant_lt (L R d q : R) : R - L = d * q -> 0 < d -> 0 < q -> L < R.
Proof. intros E Hd Hq. assert (0 < d * q) by (apply Rmult_lt_0_compat; assumption). lra. Qed.

Lemma kmcc_secant_le (L R d q : R) : R - L = d * q -> 0 <= d -> 0 <= q -> L <= R.
Proof. intros E Hd Hq. assert (0 <= d * q) by (apply Rmult_le_pos; assumption). lra. Qed.

(* a comparison of two values of one sign by their squares *)
Lemma kmcc_lt_by_sq_pos (l r : R) : 0 <= l -> 0 <= r -> l * l < r * r -> l < r.
Proof. intros. nra. Qed.
Lemma kmcc_lt_by_sq_neg (l r : R) : l <= 0 -> r <= 0 -> r * r < l * l -> l < r.
Proof. intros. nra. Qed.

(* the square of u / sqrt v *)
Lemma kmcc_sq_div_sqrt (u v : R) : 0 < v -> u / sqrt v * (u / sqrt v) = u * u / v.
Proof.
  intro Hv. assert (0 < sqrt v) by (apply sqrt_lt_R0; exact Hv).
  replace (u * u / v) with (u * u / (sqrt v * sqrt v)) by (rewrite sqrt_sqrt; [reflexivity | lra]).
  field. lra.
Qed.

(* the sign of u / sqrt v is the sign of u *)
Lemma kmcc_div_sqrt_pos (u v : R) : 0 < v -> 0 <= u -> 0 <= u / sqrt v.
Proof.
  intros Hv Hu. assert (0 < sqrt v) by (apply sqrt_lt_R0; exact Hv).
  unfold Rdiv. apply Rmult_le_pos; [exact Hu | left; apply Rinv_0_lt_compat; assumption].
Qed.
Lemma kmcc_div_sqrt_neg (u v : R) : 0 < v -> u <= 0 -> u / sqrt v <= 0.
Proof.
  intros Hv Hu. assert (0 < sqrt v) by (apply sqrt_lt_R0; exact Hv).
  assert (0 <= (- u) / sqrt v).
  { unfold Rdiv. apply Rmult_le_pos; [lra | left; apply Rinv_0_lt_compat; assumption]. }
  replace (u / sqrt v) with (- ((- u) / sqrt v)) by (field; lra). lra.
Qed.

(* an extremum: f v - f at = n / d with d > 0 and n >= 0 (a minimum), and the other way round *)
Lemma kmcc_extremum_min (fa fv n d : R) : fv - fa = n / d -> 0 < d -> 0 <= n -> fa <= fv.
Proof.
  intros E Hd Hn. assert (0 <= n / d) by (unfold Rdiv; apply Rmult_le_pos; [exact Hn | left; apply Rinv_0_lt_compat; exact Hd]).
  lra.
Qed.
Lemma kmcc_extremum_max (fa fv n d : R) : fa - fv = n / d -> 0 < d -> 0 <= n -> fv <= fa.
Proof.
  intros E Hd Hn. assert (0 <= n / d) by (unfold Rdiv; apply Rmult_le_pos; [exact Hn | left; apply Rinv_0_lt_compat; exact Hd]).
  lra.
Qed.

(* ------------------------------------------------------------------ *)
(* Limits.  The exporter states the epsilon-delta (epsilon-M) definition *)
(* over the variable's set; the proof rewrites f near the point to a     *)
(* function h continuous at the point (at +-oo: f v = h (/ v), h         *)
(* continuous at 0), and h's value there is the limit.  A limit +-oo:    *)
(* f has one sign near the point and / f v = h v with h (point) = 0.    *)

(* continuity of a function built from +, *, -, /, ^, sqrt: one lemma per operation *)
Lemma kmcc_cont_const (k c : R) : continuity_pt (fun _ => k) c.
Proof. apply continuity_pt_const. intros x y. reflexivity. Qed.
Lemma kmcc_cont_id (c : R) : continuity_pt (fun u => u) c.
Proof. apply derivable_continuous_pt, derivable_pt_id. Qed.
Lemma kmcc_cont_plus (a b : R -> R) (c : R) :
  continuity_pt a c -> continuity_pt b c -> continuity_pt (fun u => a u + b u) c.
Proof. intros Ha Hb. exact (continuity_pt_plus a b c Ha Hb). Qed.
Lemma kmcc_cont_mult (a b : R -> R) (c : R) :
  continuity_pt a c -> continuity_pt b c -> continuity_pt (fun u => a u * b u) c.
Proof. intros Ha Hb. exact (continuity_pt_mult a b c Ha Hb). Qed.
Lemma kmcc_cont_minus (a b : R -> R) (c : R) :
  continuity_pt a c -> continuity_pt b c -> continuity_pt (fun u => a u - b u) c.
Proof. intros Ha Hb. exact (continuity_pt_minus a b c Ha Hb). Qed.
Lemma kmcc_cont_opp (a : R -> R) (c : R) : continuity_pt a c -> continuity_pt (fun u => - a u) c.
Proof. intros Ha. exact (continuity_pt_opp a c Ha). Qed.
Lemma kmcc_cont_div (a b : R -> R) (c : R) :
  continuity_pt a c -> continuity_pt b c -> b c <> 0 -> continuity_pt (fun u => a u / b u) c.
Proof. intros Ha Hb H. exact (continuity_pt_div a b c Ha Hb H). Qed.
Lemma kmcc_cont_inv (a : R -> R) (c : R) :
  continuity_pt a c -> a c <> 0 -> continuity_pt (fun u => / a u) c.
Proof. intros Ha H. exact (continuity_pt_inv a c Ha H). Qed.
Lemma kmcc_cont_pow (a : R -> R) (n : nat) (c : R) :
  continuity_pt a c -> continuity_pt (fun u => a u ^ n) c.
Proof.
  intros Ha. induction n as [| n IH].
  - apply (kmcc_cont_const 1 c).
  - apply (kmcc_cont_mult a (fun u => a u ^ n) c Ha IH).
Qed.
Lemma kmcc_cont_sqrt (a : R -> R) (c : R) :
  continuity_pt a c -> 0 <= a c -> continuity_pt (fun u => sqrt (a u)) c.
Proof.
  intros Ha H. exact (continuity_pt_comp a sqrt c Ha (continuity_pt_sqrt (a c) H)).
Qed.

(* the limit at a point c over a set, from h continuous at c and f = h on the set near c *)
Lemma kmcc_lim_at (f h : R -> R) (dom : R -> Prop) (c L d0 : R) :
  0 < d0 ->
  (forall v, dom v -> v <> c -> Rabs (v - c) < d0 -> f v = h v) ->
  continuity_pt h c -> h c = L ->
  forall eps, 0 < eps -> exists delta, 0 < delta /\
    forall v, dom v -> v <> c -> Rabs (v - c) < delta -> Rabs (f v - L) < eps.
Proof.
  intros Hd0 Hfh Hc HL eps Heps.
  destruct (Hc eps Heps) as [a [Ha Hx]].
  exists (Rmin d0 a). split; [apply Rmin_pos; assumption |].
  intros v Hv Hne Hvc.
  pose proof (Rmin_l d0 a). pose proof (Rmin_r d0 a).
  rewrite Hfh by (first [assumption | lra]).
  rewrite <- HL. apply (Hx v). split.
  - split; [exact I | congruence].
  - simpl. unfold R_dist. lra.
Qed.

(* the limit at +oo (-oo): f v = h (/ v) for v beyond M0 > 0 (below - M0), h continuous at 0 *)
Lemma kmcc_lim_pinf (f h : R -> R) (dom : R -> Prop) (L M0 : R) :
  0 < M0 ->
  (forall v, dom v -> M0 < v -> f v = h (/ v)) ->
  continuity_pt h 0 -> h 0 = L ->
  forall eps, 0 < eps -> exists M, forall v, dom v -> M < v -> Rabs (f v - L) < eps.
Proof.
  intros HM0 Hfh Hc HL eps Heps.
  destruct (Hc eps Heps) as [a [Ha Hx]].
  exists (Rmax M0 (/ a)). intros v Hv HM.
  pose proof (Rmax_l M0 (/ a)). pose proof (Rmax_r M0 (/ a)).
  assert (Hv0 : 0 < v) by lra.
  rewrite Hfh by (first [assumption | lra]).
  rewrite <- HL. apply (Hx (/ v)). split.
  - split; [exact I | apply not_eq_sym, Rinv_neq_0_compat; lra].
  - simpl. unfold R_dist. rewrite Rminus_0_r. rewrite Rabs_right by (left; apply Rinv_0_lt_compat; lra).
    rewrite <- (Rinv_inv a). apply Rinv_lt_contravar; [| lra].
    apply Rmult_lt_0_compat; [apply Rinv_0_lt_compat; exact Ha | exact Hv0].
Qed.

Lemma kmcc_lim_minf (f h : R -> R) (dom : R -> Prop) (L M0 : R) :
  0 < M0 ->
  (forall v, dom v -> v < - M0 -> f v = h (/ v)) ->
  continuity_pt h 0 -> h 0 = L ->
  forall eps, 0 < eps -> exists M, forall v, dom v -> v < M -> Rabs (f v - L) < eps.
Proof.
  intros HM0 Hfh Hc HL eps Heps.
  destruct (Hc eps Heps) as [a [Ha Hx]].
  exists (- Rmax M0 (/ a)). intros v Hv HM.
  pose proof (Rmax_l M0 (/ a)). pose proof (Rmax_r M0 (/ a)).
  assert (Hv0 : 0 < - v) by lra.
  rewrite Hfh by (first [assumption | lra]).
  rewrite <- HL. apply (Hx (/ v)). split.
  - split; [exact I | apply not_eq_sym, Rinv_neq_0_compat; lra].
  - simpl. unfold R_dist. rewrite Rminus_0_r. rewrite Rabs_left by (apply Rinv_lt_0_compat; lra).
    rewrite <- Rinv_opp.
    rewrite <- (Rinv_inv a). apply Rinv_lt_contravar; [| lra].
    apply Rmult_lt_0_compat; [apply Rinv_0_lt_compat; exact Ha | exact Hv0].
Qed.

(* a limit +oo (-oo): f of one sign near the point, / f tends to 0 *)
Lemma kmcc_big_of_inv (x B e : R) : e = / (Rabs B + 1) -> 0 < x -> Rabs (/ x - 0) < e -> B < x.
Proof.
  intros He Hx H. rewrite Rminus_0_r, Rabs_right in H by (left; apply Rinv_0_lt_compat; exact Hx).
  pose proof (Rabs_pos B). pose proof (Rle_abs B).
  assert (Rabs B + 1 < x).
  { rewrite He in H. rewrite <- (Rinv_inv x). rewrite <- (Rinv_inv (Rabs B + 1)).
    apply Rinv_lt_contravar; [| exact H].
    apply Rmult_lt_0_compat; apply Rinv_0_lt_compat; lra. }
  lra.
Qed.
Lemma kmcc_small_of_inv (x B e : R) : e = / (Rabs B + 1) -> x < 0 -> Rabs (/ x - 0) < e -> x < B.
Proof.
  intros He Hx H. assert (Hp : 0 < - x) by lra.
  assert (B' : - B < - x).
  { apply (kmcc_big_of_inv (- x) (- B) e); [rewrite Rabs_Ropp; exact He | exact Hp |].
    rewrite Rinv_opp. rewrite Rminus_0_r, Rabs_Ropp. rewrite Rminus_0_r in H. exact H. }
  lra.
Qed.

Lemma kmcc_lim_at_big (f h : R -> R) (dom : R -> Prop) (c d0 : R) (s : bool) :
  0 < d0 ->
  (forall v, dom v -> v <> c -> Rabs (v - c) < d0 -> (if s then 0 < f v else f v < 0) /\ / f v = h v) ->
  continuity_pt h c -> h c = 0 ->
  forall B, exists delta, 0 < delta /\
    forall v, dom v -> v <> c -> Rabs (v - c) < delta -> if s then B < f v else f v < B.
Proof.
  intros Hd0 Hfh Hc HL B.
  assert (He : 0 < / (Rabs B + 1)) by (apply Rinv_0_lt_compat; pose proof (Rabs_pos B); lra).
  destruct (kmcc_lim_at (fun v => / f v) h dom c 0 d0 Hd0) with (eps := / (Rabs B + 1))
    as [delta [Hd H]]; [intros v Hv Hne Hr; apply Hfh; assumption | exact Hc | exact HL | exact He |].
  exists (Rmin delta d0). split; [apply Rmin_pos; assumption |].
  intros v Hv Hne Hr. pose proof (Rmin_l delta d0). pose proof (Rmin_r delta d0).
  destruct (Hfh v Hv Hne ltac:(lra)) as [Hs _].
  specialize (H v Hv Hne ltac:(lra)).
  destruct s; [apply (kmcc_big_of_inv _ B (/ (Rabs B + 1))) | apply (kmcc_small_of_inv _ B (/ (Rabs B + 1)))];
    first [reflexivity | assumption].
Qed.

Lemma kmcc_lim_pinf_big (f h : R -> R) (dom : R -> Prop) (M0 : R) (s : bool) :
  0 < M0 ->
  (forall v, dom v -> M0 < v -> (if s then 0 < f v else f v < 0) /\ / f v = h (/ v)) ->
  continuity_pt h 0 -> h 0 = 0 ->
  forall B, exists M, forall v, dom v -> M < v -> if s then B < f v else f v < B.
Proof.
  intros HM0 Hfh Hc HL B.
  assert (He : 0 < / (Rabs B + 1)) by (apply Rinv_0_lt_compat; pose proof (Rabs_pos B); lra).
  destruct (kmcc_lim_pinf (fun v => / f v) h dom 0 M0 HM0) with (eps := / (Rabs B + 1))
    as [M H]; [intros v Hv HM; apply Hfh; assumption | exact Hc | exact HL | exact He |].
  exists (Rmax M M0). intros v Hv HM. pose proof (Rmax_l M M0). pose proof (Rmax_r M M0).
  destruct (Hfh v Hv ltac:(lra)) as [Hs _].
  specialize (H v Hv ltac:(lra)).
  destruct s; [apply (kmcc_big_of_inv _ B (/ (Rabs B + 1))) | apply (kmcc_small_of_inv _ B (/ (Rabs B + 1)))];
    first [reflexivity | assumption].
Qed.

Lemma kmcc_lim_minf_big (f h : R -> R) (dom : R -> Prop) (M0 : R) (s : bool) :
  0 < M0 ->
  (forall v, dom v -> v < - M0 -> (if s then 0 < f v else f v < 0) /\ / f v = h (/ v)) ->
  continuity_pt h 0 -> h 0 = 0 ->
  forall B, exists M, forall v, dom v -> v < M -> if s then B < f v else f v < B.
Proof.
  intros HM0 Hfh Hc HL B.
  assert (He : 0 < / (Rabs B + 1)) by (apply Rinv_0_lt_compat; pose proof (Rabs_pos B); lra).
  destruct (kmcc_lim_minf (fun v => / f v) h dom 0 M0 HM0) with (eps := / (Rabs B + 1))
    as [M H]; [intros v Hv HM; apply Hfh; assumption | exact Hc | exact HL | exact He |].
  exists (Rmin M (- M0)). intros v Hv HM. pose proof (Rmin_l M (- M0)). pose proof (Rmin_r M (- M0)).
  destruct (Hfh v Hv ltac:(lra)) as [Hs _].
  specialize (H v Hv ltac:(lra)).
  destruct s; [apply (kmcc_big_of_inv _ B (/ (Rabs B + 1))) | apply (kmcc_small_of_inv _ B (/ (Rabs B + 1)))];
    first [reflexivity | assumption].
Qed.

(* f v = p / q written over u = / v: p' = p / s, q' = q / s with s = v ^ k <> 0 *)
Lemma kmcc_ratio_scale (p q p' q' s : R) : s <> 0 -> q <> 0 -> p' = p / s -> q' = q / s -> p / q = p' / q'.
Proof. intros Hs Hq Ep Eq. rewrite Ep, Eq. field. split; assumption. Qed.
Lemma kmcc_inv_ratio_scale (p q p' q' s : R) :
  s <> 0 -> q <> 0 -> p <> 0 -> p' = p / s -> q' = q / s -> / (p / q) = q' / p'.
Proof. intros Hs Hq Hp Ep Eq. rewrite Ep, Eq. field. repeat split; assumption. Qed.

(* a square root form: f = sqrt w (or - sqrt w) from the sign of f and its square *)
Lemma kmcc_of_sq_pos (x w : R) : 0 <= x -> x * x = w -> x = sqrt w.
Proof. intros H E. rewrite <- E. symmetry. apply sqrt_square. exact H. Qed.
Lemma kmcc_of_sq_neg (x w : R) : x <= 0 -> x * x = w -> x = - sqrt w.
Proof.
  intros H E. rewrite <- E. replace (x * x) with ((- x) * (- x)) by ring.
  rewrite sqrt_square by lra. ring.
Qed.
(* / sqrt (p / q) = sqrt (q / p) *)
Lemma kmcc_inv_sqrt_ratio (p q : R) : 0 < p / q -> / sqrt (p / q) = sqrt (q / p).
Proof.
  intro H. assert (Hq : q <> 0) by (intro E; rewrite E in H; unfold Rdiv in H; rewrite Rinv_0, Rmult_0_r in H; lra).
  assert (Hp : p <> 0) by (intro E; rewrite E in H; unfold Rdiv in H; rewrite Rmult_0_l in H; lra).
  assert (Hqp : 0 < q / p) by (replace (q / p) with (/ (p / q)) by (field; split; assumption); apply Rinv_0_lt_compat; exact H).
  assert (Hs : 0 < sqrt (p / q)) by (apply sqrt_lt_R0; exact H).
  assert (Ht : 0 < sqrt (q / p)) by (apply sqrt_lt_R0; exact Hqp).
  assert (E : sqrt (p / q) * sqrt (q / p) = 1).
  { rewrite <- sqrt_mult by lra. replace (p / q * (q / p)) with 1 by (field; split; assumption). apply sqrt_1. }
  apply (Rmult_eq_reg_l (sqrt (p / q))); [| lra]. rewrite E. field. lra.
Qed.

(* the value of a square root form at the point: sqrt w against the claim's value *)
Lemma kmcc_sqrt_val (w l : R) : 0 <= l -> w = l * l -> sqrt w = l.
Proof. intros H E. rewrite E. apply sqrt_square. exact H. Qed.
Lemma kmcc_sqrt_val_neg (w l : R) : l <= 0 -> w = l * l -> - sqrt w = l.
Proof. intros H E. rewrite E. replace (l * l) with ((- l) * (- l)) by ring. rewrite sqrt_square by lra. ring. Qed.
Lemma kmcc_sqrt_div (w p r : R) : 0 <= p -> 0 < r -> w = p * p / r -> sqrt w = p / sqrt r.
Proof.
  intros Hp Hr E. assert (0 < sqrt r) by (apply sqrt_lt_R0; exact Hr).
  apply kmcc_sqrt_val; [apply kmcc_div_le; assumption |].
  rewrite E, kmcc_sqdiv by lra. reflexivity.
Qed.
Lemma kmcc_sqrt_mul (w p r : R) : 0 <= p -> 0 <= r -> w = p * p * r -> sqrt w = p * sqrt r.
Proof.
  intros Hp Hr E. apply kmcc_sqrt_val; [apply Rmult_le_pos; [exact Hp | apply sqrt_pos] |].
  rewrite E. replace (p * sqrt r * (p * sqrt r)) with (p * p * (sqrt r * sqrt r)) by ring.
  rewrite sqrt_sqrt by exact Hr. reflexivity.
Qed.
Lemma kmcc_opp_eq (x y : R) : x = y -> - x = - y.
Proof. intro E. rewrite E. reflexivity. Qed.

Ltac kmcc_value_nonneg := first [ kmcc_ineq | timeout 3 kmcc_sign_nonneg | apply sqrt_pos ].
Ltac kmcc_sqrt_value :=
  cbv beta;
  first [ reflexivity
        | apply kmcc_sqrt_val; [kmcc_value_nonneg | timeout 5 (field; kmcc_side)]
        | apply kmcc_sqrt_val_neg; [first [kmcc_ineq | timeout 3 kmcc_sign_nonpos] | timeout 5 (field; kmcc_side)]
        | f_equal; timeout 5 (field; kmcc_side)
        | apply kmcc_sqrt_div; [kmcc_value_nonneg | kmcc_pos_s | timeout 5 (field; kmcc_side)]
        | apply kmcc_sqrt_mul; [kmcc_value_nonneg | kmcc_ineq_s | timeout 5 (field; kmcc_side)]
        | apply kmcc_opp_eq; apply kmcc_sqrt_div; [kmcc_value_nonneg | kmcc_pos_s | timeout 5 (field; kmcc_side)]
        | apply kmcc_opp_eq; apply kmcc_sqrt_mul; [kmcc_value_nonneg | kmcc_ineq_s | timeout 5 (field; kmcc_side)]
        | apply kmcc_opp_eq; f_equal; timeout 5 (field; kmcc_side) ].

(* a sum of squares (and of nonnegative terms) is nonnegative *)
Ltac kmcc_sos :=
  repeat apply Rplus_le_le_0_compat; first [ apply kmcc_sq_le | apply pow2_ge_0 | apply Rle_0_sqr | lra ].

(* logarithms: ln is continuous at positive points, y * ln y everywhere (Coq's ln is 0 at
   y <= 0, and y ln y -> 0 as y -> 0+: - 2 sqrt y <= y ln y <= 0 on (0, 1]) *)
Lemma kmcc_ln_nonpos (y : R) : y <= 0 -> ln y = 0.
Proof.
  intro H. unfold ln. match goal with |- context [Rlt_dec ?a ?b] => destruct (Rlt_dec a b) as [Hy | Hy] end;
    [exfalso; lra | reflexivity].
Qed.
Lemma kmcc_ln_le (y : R) : 0 < y -> ln y <= y - 1.
Proof. intro H. pose proof (exp_ineq1_le (ln y)) as E. rewrite exp_ln in E by exact H. lra. Qed.
Lemma kmcc_xlnx_bound (y : R) : 0 < y -> - (2 * sqrt y) <= y * ln y.
Proof.
  intro Hy. pose proof (sqrt_lt_R0 y Hy) as Hs. pose proof (sqrt_sqrt y (Rlt_le _ _ Hy)) as Hss.
  assert (Hl : ln y = 2 * ln (sqrt y)) by (rewrite <- Hss at 1; rewrite ln_mult by lra; ring).
  pose proof (kmcc_ln_le (/ sqrt y) (Rinv_0_lt_compat _ Hs)) as Hi. rewrite ln_Rinv in Hi by lra.
  assert (H3 : y * / sqrt y = sqrt y).
  { apply (Rmult_eq_reg_r (sqrt y)); [| lra]. rewrite Rmult_assoc, Rinv_l by lra. rewrite Rmult_1_r.
    symmetry; exact Hss. }
  rewrite Hl.
  assert (H2 : y * (2 * ln (sqrt y)) >= y * (2 * (1 - / sqrt y))) by (apply Rle_ge, Rmult_le_compat_l; lra).
  lra.
Qed.
Lemma kmcc_cont_xlnx0 : continuity_pt (fun y => y * ln y) 0.
Proof.
  intros eps Heps. exists (Rmin 1 (eps * eps / 4)). split.
  { apply Rmin_pos; [lra | nra]. }
  intros y [[_ Hne] Hd]. simpl in *. unfold R_dist in *. rewrite Rminus_0_r in Hd.
  rewrite Rmult_0_l, Rminus_0_r.
  pose proof (Rmin_l 1 (eps * eps / 4)). pose proof (Rmin_r 1 (eps * eps / 4)).
  destruct (Rle_or_lt y 0) as [Hy | Hy].
  - rewrite kmcc_ln_nonpos by exact Hy. rewrite Rmult_0_r, Rabs_R0. exact Heps.
  - rewrite Rabs_right in Hd by lra.
    pose proof (kmcc_xlnx_bound y Hy). pose proof (kmcc_ln_le y Hy).
    assert (Hn : y * ln y <= 0) by nra.
    rewrite Rabs_left1 by exact Hn.
    pose proof (sqrt_lt_R0 y Hy) as Hs. pose proof (sqrt_sqrt y (Rlt_le _ _ Hy)) as Hss.
    assert (sqrt y < eps / 2) by nra.
    lra.
Qed.
Lemma kmcc_cont_xlnx_pt (c : R) : continuity_pt (fun y => y * ln y) c.
Proof.
  destruct (Rtotal_order c 0) as [Hc | [Hc | Hc]].
  - apply (continuity_pt_locally_ext (fun _ => 0) _ (- c)); [lra | | apply kmcc_cont_const].
    intros y Hy. unfold R_dist in Hy. rewrite kmcc_ln_nonpos; [ring |].
    destruct (Rcase_abs (y - c)) as [H | H]; [rewrite Rabs_left in Hy by exact H | rewrite Rabs_right in Hy by exact H]; lra.
  - subst c. exact kmcc_cont_xlnx0.
  - apply (kmcc_cont_mult (fun y => y) ln c (kmcc_cont_id c)).
    apply derivable_continuous_pt. exact (exist _ (/ c) (derivable_pt_lim_ln c Hc)).
Qed.
Lemma kmcc_cont_xlnx (a : R -> R) (c : R) : continuity_pt a c -> continuity_pt (fun u => a u * ln (a u)) c.
Proof. intro Ha. exact (continuity_pt_comp a (fun y => y * ln y) c Ha (kmcc_cont_xlnx_pt (a c))). Qed.
Lemma kmcc_cont_ln (a : R -> R) (c : R) : continuity_pt a c -> 0 < a c -> continuity_pt (fun u => ln (a u)) c.
Proof.
  intros Ha H. apply (continuity_pt_comp a ln c Ha).
  apply derivable_continuous_pt. exact (exist _ (/ a c) (derivable_pt_lim_ln (a c) H)).
Qed.
(* the value at the point: y ln y at y = 0, ln y at y = 1 *)
Lemma kmcc_phi_zero (b : R) : b = 0 -> b * ln b = 0.
Proof. intro E. rewrite E. ring. Qed.
Lemma kmcc_ln_one (b : R) : b = 1 -> ln b = 0.
Proof. intro E. rewrite E. exact ln_1. Qed.

(* kmcc_nz (a value <> 0) is Export.v's: one definition for every theorem *)

Ltac kmcc_cont :=
  match goal with
  | |- continuity_pt (fun _ => ?k) ?c => apply (kmcc_cont_const k c)
  | |- continuity_pt (fun u => u) ?c => apply (kmcc_cont_id c)
  | |- continuity_pt (fun u => @?a u + @?b u) ?c => apply (kmcc_cont_plus a b c); kmcc_cont
  | |- continuity_pt (fun u => @?a u * ln (@?b u)) ?c =>
      first [ apply (kmcc_cont_xlnx a c); kmcc_cont
            | apply (kmcc_cont_mult a (fun u => ln (b u)) c); kmcc_cont ]
  | |- continuity_pt (fun u => @?a u * @?b u) ?c => apply (kmcc_cont_mult a b c); kmcc_cont
  | |- continuity_pt (fun u => @?a u - @?b u) ?c => apply (kmcc_cont_minus a b c); kmcc_cont
  | |- continuity_pt (fun u => - @?a u) ?c => apply (kmcc_cont_opp a c); kmcc_cont
  | |- continuity_pt (fun u => @?a u / @?b u) ?c =>
      apply (kmcc_cont_div a b c); [kmcc_cont | kmcc_cont | kmcc_nz]
  | |- continuity_pt (fun u => / @?a u) ?c => apply (kmcc_cont_inv a c); [kmcc_cont | kmcc_nz]
  | |- continuity_pt (fun u => @?a u ^ ?n) ?c => apply (kmcc_cont_pow a n c); kmcc_cont
  | |- continuity_pt (fun u => ln (@?a u)) ?c =>
      apply (kmcc_cont_ln a c); [kmcc_cont | cbv beta; first [kmcc_pos | timeout 3 kmcc_sign_pos]]
  | |- continuity_pt (fun u => sqrt (@?a u)) ?c =>
      apply (kmcc_cont_sqrt a c); [kmcc_cont | cbv beta; first [kmcc_ineq | timeout 3 kmcc_sign_nonneg]]
  end.

(* the certificates' tactics (kmcc_pospoly, kmcc_cert_side, kmcc_pos_scaled, ...) are in
   Export.v: the relations' sign hints use them too (leaf_certificates.py) *)
