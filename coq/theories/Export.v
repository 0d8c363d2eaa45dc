(* The prelude of the generated re-check (python -m kappamcc export-coq, issue 32 item 2).
   A concrete matrix literal [mat] for any size, kappa in its marginal form, and the
   tactics the generated proofs call.  The generated theorems state each claim from
   [kappa n M] and [mcc n M] of Metrics.v; these lemmas only help to prove them. *)
Require Import Reals Lra Lia Field Psatz List.
Require Import KappaMCC.Matrix KappaMCC.Metrics.
Import ListNotations.
Open Scope R_scope.

(* a matrix written row by row; entries outside the rows are 0 *)
Definition mat (l : list (list R)) : matrix := fun i j => nth j (nth i l nil) 0.

(* kappa = (S tr - sum r c)/(S^2 - sum r c) wherever S <> 0 (both sides are x/0 = 0 when
   the denominator vanishes: Coq's division is total) *)
Lemma kappa_marginal_total (n : nat) (M : matrix) :
  total n M <> 0 ->
  kappa n M = (total n M * trace n M - sum_rc n M) / (total n M * total n M - sum_rc n M).
Proof.
  intro HS. destruct (Req_dec (total n M * total n M - sum_rc n M) 0) as [H0 | H0].
  - unfold kappa. rewrite one_minus_pe by exact HS. rewrite H0.
    unfold Rdiv. rewrite Rmult_0_l, !Rinv_0, !Rmult_0_r. reflexivity.
  - apply kappa_marginal; assumption.
Qed.

Lemma mcc_marginal (n : nat) (M : matrix) :
  mcc n M = (total n M * trace n M - sum_rc n M)
            / sqrt ((total n M * total n M - sum_rr n M) * (total n M * total n M - sum_cc n M)).
Proof. reflexivity. Qed.

Lemma sqrt_facts (x : R) : 0 <= x -> 0 <= sqrt x /\ sqrt x * sqrt x = x.
Proof. intro H. split; [apply sqrt_pos | apply sqrt_sqrt; exact H]. Qed.

Lemma sqrt_pos_strict (x : R) : 0 < x -> 0 < sqrt x.
Proof. apply sqrt_lt_R0. Qed.

Lemma div_facts (p q : R) : q <> 0 -> p / q * q = p.
Proof. intro H. field. exact H. Qed.

Lemma abs_facts (x : R) : (0 <= x /\ Rabs x = x) \/ (x < 0 /\ Rabs x = - x).
Proof.
  destruct (Rle_or_lt 0 x) as [H | H]; [left; split; [exact H | apply Rabs_right; lra]
                                        | right; split; [exact H | apply Rabs_left; exact H]].
Qed.

(* the aggregates of a concrete matrix, by computation *)
Ltac kmcc_agg :=
  cbv beta iota delta [total trace sum_rc sum_rr sum_cc row col bin mat fsum nth]; first [ ring | field ].

(* x <> 0, x > 0, x >= 0 from the hypotheses *)
Ltac kmcc_ineq := first [ lra | timeout 2 nra ].
Ltac kmcc_neq :=
  first [ lra | (apply Rgt_not_eq; kmcc_ineq) | (apply Rlt_not_eq; kmcc_ineq) ].
Ltac kmcc_pos := first [ lra | timeout 1 nra ].
Ltac kmcc_rad := first [ apply Rmult_le_pos; kmcc_ineq | kmcc_ineq ].

(* the square roots in the statement's hypotheses (sqrt 2 in a bound, a root of the case split
   x = (1 - sqrt r)/2): sqrt x >= 0 and sqrt x * sqrt x = x for each whose radicand is proved
   >= 0 (the roots a hypothesis bounds first: each proved fact may prove the next radicand) *)
Ltac kmcc_sqrt_hyps :=
  repeat match goal with
  | H : context [sqrt ?x] |- _ =>
      lazymatch goal with
      | _ : _ /\ sqrt x * sqrt x = x |- _ => fail
      | _ : sqrt x * sqrt x = x |- _ => fail
      | _ => idtac
      end;
      let F := fresh "Hsq" in
      assert (F : 0 <= x) by kmcc_ineq; pose proof (sqrt_facts x F)
  end.

(* the generated proofs split on the sign of each absolute value *)
Ltac kmcc_cases :=
  try kmcc_sqrt_hyps;
  repeat match goal with
  | H : (0 <= _ /\ Rabs _ = _) \/ (_ < 0 /\ Rabs _ = _) |- _ => destruct H as [[? ?] | [? ?]]
  end;
  (* and on each hypothesis of the statement that is a conjunction or a disjunction (a case
     split such as [x = a \/ x = b]): each case is proved on its own, its equations
     substituted by the generated proof's [subst] *)
  repeat match goal with
  | H : _ \/ _ |- _ => destruct H
  | H : _ /\ _ |- _ => destruct H
  end.

Ltac kmcc_side := repeat split; first [ assumption | kmcc_neq ].
(* one link of a statement: the first method that closes it *)
(* each tactic under a time limit: a theorem is proved in seconds or given up.  No psatz: its
   csdpcert outlives Coq's timeout (and can grow to gigabytes). *)
Ltac kmcc_solve :=
  intros; first [ assumption | lra | timeout 3 (field; kmcc_side) | timeout 4 nra ].

(* ------------------------------------------------------------------ *)
(* Clearing divisions and square roots under proved signs: each lemma    *)
(* turns a comparison into a polynomial one (the generated proofs call   *)
(* them through [kmcc_poly] below).                                      *)

Lemma kmcc_lt_dd (a b c d : R) : 0 < b -> 0 < d -> a * d < c * b -> a / b < c / d.
Proof. intros Hb Hd H. apply (Rmult_lt_reg_r (b * d)); [nra |]. field_simplify; [nra | lra | lra]. Qed.
Lemma kmcc_le_dd (a b c d : R) : 0 < b -> 0 < d -> a * d <= c * b -> a / b <= c / d.
Proof. intros Hb Hd H. apply (Rmult_le_reg_r (b * d)); [nra |]. field_simplify; [nra | lra | lra]. Qed.
Lemma kmcc_lt_dl (a b c : R) : 0 < b -> a < c * b -> a / b < c.
Proof. intros Hb H. apply (Rmult_lt_reg_r b); [lra |]. field_simplify; [lra | lra]. Qed.
Lemma kmcc_le_dl (a b c : R) : 0 < b -> a <= c * b -> a / b <= c.
Proof. intros Hb H. apply (Rmult_le_reg_r b); [lra |]. field_simplify; [lra | lra]. Qed.
Lemma kmcc_lt_dr (a b c : R) : 0 < b -> c * b < a -> c < a / b.
Proof. intros Hb H. apply (Rmult_lt_reg_r b); [lra |]. field_simplify; [lra | lra]. Qed.
Lemma kmcc_le_dr (a b c : R) : 0 < b -> c * b <= a -> c <= a / b.
Proof. intros Hb H. apply (Rmult_le_reg_r b); [lra |]. field_simplify; [lra | lra]. Qed.
(* a negative denominator: its sign moved into the numerator *)
Lemma kmcc_div_neg (a b : R) : b < 0 -> a / b = (- a) / (- b).
Proof. intro H. field. lra. Qed.
Lemma kmcc_opp_div (a b : R) : - (a / b) = (- a) / b.
Proof. unfold Rdiv. ring. Qed.

(* x against y * sqrt r, by the signs of x and y and the squares *)
Lemma kmcc_lt_sqrt_r (x y r : R) :
  0 <= r -> 0 <= y -> x < 0 \/ (0 <= x /\ x * x < y * y * r) -> x < y * sqrt r.
Proof.
  intros Hr Hy [H | [H0 H]]; pose proof (sqrt_pos r) as Hs; pose proof (sqrt_sqrt r Hr) as Hss.
  - nra.
  - destruct (Rlt_or_le x (y * sqrt r)) as [L | L]; [exact L |].
    assert (y * sqrt r * (y * sqrt r) <= x * x) by (apply Rmult_le_compat; nra). nra.
Qed.
Lemma kmcc_le_sqrt_r (x y r : R) :
  0 <= r -> 0 <= y -> x <= 0 \/ (0 <= x /\ x * x <= y * y * r) -> x <= y * sqrt r.
Proof.
  intros Hr Hy [H | [H0 H]]; pose proof (sqrt_pos r) as Hs; pose proof (sqrt_sqrt r Hr) as Hss.
  - nra.
  - destruct (Rle_or_lt x (y * sqrt r)) as [L | L]; [exact L |].
    assert (y * sqrt r * (y * sqrt r) < x * x) by (apply Rmult_le_0_lt_compat; nra). nra.
Qed.
Lemma kmcc_lt_sqrt_l (x y r : R) :
  0 <= r -> 0 <= y -> 0 < x -> y * y * r < x * x -> y * sqrt r < x.
Proof.
  intros Hr Hy H0 H; pose proof (sqrt_pos r) as Hs; pose proof (sqrt_sqrt r Hr) as Hss.
  destruct (Rlt_or_le (y * sqrt r) x) as [L | L]; [exact L |].
  assert (x * x <= y * sqrt r * (y * sqrt r)) by (apply Rmult_le_compat; nra). nra.
Qed.
Lemma kmcc_le_sqrt_l (x y r : R) :
  0 <= r -> 0 <= y -> 0 <= x -> y * y * r <= x * x -> y * sqrt r <= x.
Proof.
  intros Hr Hy H0 H; pose proof (sqrt_pos r) as Hs; pose proof (sqrt_sqrt r Hr) as Hss.
  destruct (Rle_or_lt (y * sqrt r) x) as [L | L]; [exact L |].
  assert (x * x < y * sqrt r * (y * sqrt r)) by (apply Rmult_le_0_lt_compat; nra). nra.
Qed.
(* a negative factor y: the comparison with -y, the other way round *)
Lemma kmcc_lt_sqrt_r_neg (x y r : R) : (- y) * sqrt r < - x -> x < y * sqrt r.
Proof. intro H. lra. Qed.
Lemma kmcc_le_sqrt_r_neg (x y r : R) : (- y) * sqrt r <= - x -> x <= y * sqrt r.
Proof. intro H. lra. Qed.
Lemma kmcc_lt_sqrt_l_neg (x y r : R) : - x < (- y) * sqrt r -> y * sqrt r < x.
Proof. intro H. lra. Qed.
Lemma kmcc_le_sqrt_l_neg (x y r : R) : - x <= (- y) * sqrt r -> y * sqrt r <= x.
Proof. intro H. lra. Qed.
Lemma kmcc_lt_sqrt_l' (x y r : R) : 0 <= r -> y <= 0 -> 0 < x -> y * sqrt r < x.
Proof. intros Hr Hy H. pose proof (sqrt_pos r). nra. Qed.
Lemma kmcc_le_sqrt_l' (x y r : R) : 0 <= r -> y <= 0 -> 0 <= x -> y * sqrt r <= x.
Proof. intros Hr Hy H. pose proof (sqrt_pos r). nra. Qed.

(* sqrt of a square, and of a square times a radicand *)
Lemma kmcc_sqrt_scale (a k b : R) : 0 <= k -> 0 <= b -> a = k * k * b -> sqrt a = k * sqrt b.
Proof.
  intros Hk Hb E. rewrite E, sqrt_mult by nra. rewrite sqrt_square by exact Hk. reflexivity.
Qed.
Lemma kmcc_sqrt_sq (a k : R) : 0 <= k -> a = k * k -> sqrt a = k.
Proof. intros Hk E. rewrite E. apply sqrt_square. exact Hk. Qed.

(* an equation by its squares, when both sides have one sign *)
Lemma kmcc_eq_sq (a b : R) : (0 <= a /\ 0 <= b) \/ (a <= 0 /\ b <= 0) -> a * a = b * b -> a = b.
Proof. intros [[Ha Hb] | [Ha Hb]] E; nra. Qed.

(* a polynomial goal: linear arithmetic, then products of the hypotheses *)
Ltac kmcc_lin := first [ lra | timeout 4 nra ].

(* the sign of a denominator: positive, or negative and moved to the numerator *)
Ltac kmcc_den_pos b := first [ assert (0 < b) by kmcc_pos | fail 1 ].
Ltac kmcc_cross_step :=
  match goal with
  | |- ?a / ?b < ?c / ?d => apply kmcc_lt_dd; [kmcc_pos | kmcc_pos |]
  | |- ?a / ?b <= ?c / ?d => apply kmcc_le_dd; [kmcc_pos | kmcc_pos |]
  | |- ?a / ?b < ?c => apply kmcc_lt_dl; [kmcc_pos |]
  | |- ?a / ?b <= ?c => apply kmcc_le_dl; [kmcc_pos |]
  | |- ?c < ?a / ?b => apply kmcc_lt_dr; [kmcc_pos |]
  | |- ?c <= ?a / ?b => apply kmcc_le_dr; [kmcc_pos |]
  end.
Ltac kmcc_negden :=
  repeat match goal with
  | |- context [?a / ?b] =>
      assert (b < 0) by kmcc_pos; rewrite (kmcc_div_neg a b) by assumption
  end.
Ltac kmcc_cross :=
  unfold Rgt, Rge; repeat rewrite kmcc_opp_div; try kmcc_negden; repeat kmcc_cross_step.

(* y * sqrt r against x: by the sign of y, then by squares *)
Ltac kmcc_sqrt_step :=
  match goal with
  | |- ?x < ?y * sqrt ?r =>
      first [ apply kmcc_lt_sqrt_r; [kmcc_ineq | kmcc_ineq | first [left; kmcc_lin | right; split; kmcc_lin]]
            | apply kmcc_lt_sqrt_r_neg, kmcc_lt_sqrt_l; [kmcc_ineq | kmcc_ineq | kmcc_lin | kmcc_lin] ]
  | |- ?x <= ?y * sqrt ?r =>
      first [ apply kmcc_le_sqrt_r; [kmcc_ineq | kmcc_ineq | first [left; kmcc_lin | right; split; kmcc_lin]]
            | apply kmcc_le_sqrt_r_neg, kmcc_le_sqrt_l; [kmcc_ineq | kmcc_ineq | kmcc_lin | kmcc_lin] ]
  | |- ?y * sqrt ?r < ?x =>
      first [ apply kmcc_lt_sqrt_l; [kmcc_ineq | kmcc_ineq | kmcc_lin | kmcc_lin]
            | apply kmcc_lt_sqrt_l'; [kmcc_ineq | kmcc_ineq | kmcc_lin]
            | apply kmcc_lt_sqrt_l_neg, kmcc_lt_sqrt_r;
              [kmcc_ineq | kmcc_ineq | first [left; kmcc_lin | right; split; kmcc_lin]] ]
  | |- ?y * sqrt ?r <= ?x =>
      first [ apply kmcc_le_sqrt_l; [kmcc_ineq | kmcc_ineq | kmcc_lin | kmcc_lin]
            | apply kmcc_le_sqrt_l'; [kmcc_ineq | kmcc_ineq | kmcc_lin]
            | apply kmcc_le_sqrt_l_neg, kmcc_le_sqrt_r;
              [kmcc_ineq | kmcc_ineq | first [left; kmcc_lin | right; split; kmcc_lin]] ]
  end.

(* a comparison with divisions and square roots: cross-multiplied under proved signs, square
   roots cleared by squares, then polynomial arithmetic *)
Ltac kmcc_poly := kmcc_cross; first [ kmcc_sqrt_step | kmcc_lin ].

(* ------------------------------------------------------------------ *)
(* Hints from the exporter: R - L = F (or R^2 - L^2 = G) with F, G       *)
(* factored by sympy; Coq proves the identity by field and the sign of   *)
(* F factor by factor, then the link by linear arithmetic.               *)

Lemma kmcc_sqdiv (u r : R) : 0 <= r -> u / sqrt r * (u / sqrt r) = u * u / r.
Proof.
  intro Hr. destruct (Req_dec r 0) as [-> | H0].
  - rewrite sqrt_0. unfold Rdiv. rewrite !Rinv_0. ring.
  - assert (0 < sqrt r) by (apply sqrt_lt_R0; lra).
    replace (u * u / r) with (u * u / (sqrt r * sqrt r)) by (rewrite sqrt_sqrt; [reflexivity | lra]).
    field. lra.
Qed.

Lemma kmcc_mul_nn (x y : R) : x < 0 -> y < 0 -> 0 < x * y.
Proof. intros. nra. Qed.
Lemma kmcc_mul_pn (x y : R) : 0 < x -> y < 0 -> x * y < 0.
Proof. intros. nra. Qed.
Lemma kmcc_mul_np (x y : R) : x < 0 -> 0 < y -> x * y < 0.
Proof. intros. nra. Qed.
Lemma kmcc_div_pp (x y : R) : 0 < x -> 0 < y -> 0 < x / y.
Proof. intros. apply Rdiv_lt_0_compat; assumption. Qed.
Lemma kmcc_div_nn (x y : R) : x < 0 -> y < 0 -> 0 < x / y.
Proof. intros. replace (x / y) with ((- x) / (- y)) by (field; lra). apply Rdiv_lt_0_compat; lra. Qed.
Lemma kmcc_div_pn (x y : R) : 0 < x -> y < 0 -> x / y < 0.
Proof. intros. replace (x / y) with (- (x / (- y))) by (field; lra). pose proof (Rdiv_lt_0_compat x (- y)). lra. Qed.
Lemma kmcc_div_np (x y : R) : x < 0 -> 0 < y -> x / y < 0.
Proof. intros. replace (x / y) with (- ((- x) / y)) by (field; lra). pose proof (Rdiv_lt_0_compat (- x) y). lra. Qed.
Lemma kmcc_opp_pos (x : R) : x < 0 -> 0 < - x.
Proof. intros. lra. Qed.
Lemma kmcc_opp_neg (x : R) : 0 < x -> - x < 0.
Proof. intros. lra. Qed.
Lemma kmcc_sq_pos (x : R) : x <> 0 -> 0 < x ^ 2.
Proof. intros. simpl. rewrite Rmult_1_r. apply Rsqr_pos_lt. exact H. Qed.
Lemma kmcc_pow_pos (x : R) (n : nat) : 0 < x -> 0 < x ^ n.
Proof. intros. apply pow_lt. exact H. Qed.
Lemma kmcc_mul_le (x y : R) : 0 <= x -> 0 <= y -> 0 <= x * y.
Proof. intros. apply Rmult_le_pos; assumption. Qed.
Lemma kmcc_mul_le_nn (x y : R) : x <= 0 -> y <= 0 -> 0 <= x * y.
Proof. intros. nra. Qed.
Lemma kmcc_mul_le_pn (x y : R) : 0 <= x -> y <= 0 -> x * y <= 0.
Proof. intros. nra. Qed.
Lemma kmcc_mul_le_np (x y : R) : x <= 0 -> 0 <= y -> x * y <= 0.
Proof. intros. nra. Qed.
Lemma kmcc_div_le (x y : R) : 0 <= x -> 0 < y -> 0 <= x / y.
Proof. intros. unfold Rdiv. apply Rmult_le_pos; [assumption | left; apply Rinv_0_lt_compat; assumption]. Qed.
Lemma kmcc_div_le_nn (x y : R) : x <= 0 -> y < 0 -> 0 <= x / y.
Proof. intros. replace (x / y) with ((- x) / (- y)) by (field; lra). apply kmcc_div_le; lra. Qed.
Lemma kmcc_div_le_pn (x y : R) : 0 <= x -> y < 0 -> x / y <= 0.
Proof. intros. replace (x / y) with (- (x / (- y))) by (field; lra). pose proof (kmcc_div_le x (- y)). lra. Qed.
Lemma kmcc_div_le_np (x y : R) : x <= 0 -> 0 < y -> x / y <= 0.
Proof. intros. replace (x / y) with (- ((- x) / y)) by (field; lra). pose proof (kmcc_div_le (- x) y). lra. Qed.
Lemma kmcc_opp_le (x : R) : 0 <= x -> - x <= 0.
Proof. intros. lra. Qed.
Lemma kmcc_opp_ge (x : R) : x <= 0 -> 0 <= - x.
Proof. intros. lra. Qed.
Lemma kmcc_sq_le (x : R) : 0 <= x ^ 2.
Proof. simpl. rewrite Rmult_1_r. apply Rle_0_sqr. Qed.

(* an odd power of a negative number is negative (the hints' cubes of a factor, (A - 1)^3) *)
Lemma kmcc_pow3_neg (x : R) : x < 0 -> x ^ 3 < 0.
Proof. intro H. replace (x ^ 3) with (- ((- x) * (- x) * (- x))) by ring.
  assert (0 < (- x) * (- x) * (- x)) by (repeat apply Rmult_lt_0_compat; lra). lra. Qed.

(* the sign of one factor *)
Ltac kmcc_leaf0 := first [ lra | timeout 2 nra ].

(* the sign of a product, quotient, power of factors: factor by factor *)
Ltac kmcc_sign_pos :=
  match goal with
  | |- 0 < ?x * ?y => first [ apply Rmult_lt_0_compat; kmcc_sign_pos | apply kmcc_mul_nn; kmcc_sign_neg ]
  | |- 0 < ?x / ?y => first [ apply kmcc_div_pp; kmcc_sign_pos | apply kmcc_div_nn; kmcc_sign_neg ]
  | |- 0 < - ?x => apply kmcc_opp_pos; kmcc_sign_neg
  | |- 0 < ?x ^ 2 => first [ apply kmcc_pow_pos; kmcc_sign_pos | apply kmcc_sq_pos; kmcc_neq ]
  | |- 0 < ?x ^ _ => apply kmcc_pow_pos; kmcc_sign_pos
  | |- _ => kmcc_leaf0
  end
with kmcc_sign_neg :=
  match goal with
  | |- ?x * ?y < 0 => first [ apply kmcc_mul_pn; [kmcc_sign_pos | kmcc_sign_neg]
                            | apply kmcc_mul_np; [kmcc_sign_neg | kmcc_sign_pos] ]
  | |- ?x / ?y < 0 => first [ apply kmcc_div_pn; [kmcc_sign_pos | kmcc_sign_neg]
                            | apply kmcc_div_np; [kmcc_sign_neg | kmcc_sign_pos] ]
  | |- - ?x < 0 => apply kmcc_opp_neg; kmcc_sign_pos
  | |- ?x ^ 3 < 0 => apply kmcc_pow3_neg; kmcc_sign_neg
  | |- _ => kmcc_leaf0
  end.
Ltac kmcc_sign_nonneg :=
  match goal with
  | |- 0 <= ?x * ?y => first [ apply kmcc_mul_le; kmcc_sign_nonneg | apply kmcc_mul_le_nn; kmcc_sign_nonpos ]
  | |- 0 <= ?x / ?y => first [ apply kmcc_div_le; [kmcc_sign_nonneg | kmcc_sign_pos]
                             | apply kmcc_div_le_nn; [kmcc_sign_nonpos | kmcc_sign_neg] ]
  | |- 0 <= - ?x => apply kmcc_opp_ge; kmcc_sign_nonpos
  | |- 0 <= ?x ^ 2 => apply kmcc_sq_le
  | |- _ => first [ kmcc_leaf0 | left; kmcc_sign_pos ]
  end
with kmcc_sign_nonpos :=
  match goal with
  | |- ?x * ?y <= 0 => first [ apply kmcc_mul_le_pn; [kmcc_sign_nonneg | kmcc_sign_nonpos]
                             | apply kmcc_mul_le_np; [kmcc_sign_nonpos | kmcc_sign_nonneg] ]
  | |- ?x / ?y <= 0 => first [ apply kmcc_div_le_pn; [kmcc_sign_nonneg | kmcc_sign_neg]
                             | apply kmcc_div_le_np; [kmcc_sign_nonpos | kmcc_sign_pos] ]
  | |- - ?x <= 0 => apply kmcc_opp_le; kmcc_sign_nonneg
  | |- _ => first [ kmcc_leaf0 | left; kmcc_sign_neg ]
  end.

(* the same, each factor's sign by linear arithmetic alone: fast, and complete when the
   exporter has asserted each factor's sign (its sign hints); tried first *)
Ltac kmcc_sign_pos_l :=
  match goal with
  | |- 0 < ?x * ?y => first [ apply Rmult_lt_0_compat; kmcc_sign_pos_l | apply kmcc_mul_nn; kmcc_sign_neg_l ]
  | |- 0 < ?x / ?y => first [ apply kmcc_div_pp; kmcc_sign_pos_l | apply kmcc_div_nn; kmcc_sign_neg_l ]
  | |- 0 < - ?x => apply kmcc_opp_pos; kmcc_sign_neg_l
  | |- 0 < ?x ^ 2 => first [ apply kmcc_pow_pos; kmcc_sign_pos_l | apply kmcc_sq_pos; lra ]
  | |- 0 < ?x ^ _ => apply kmcc_pow_pos; kmcc_sign_pos_l
  | |- _ => lra
  end
with kmcc_sign_neg_l :=
  match goal with
  | |- ?x * ?y < 0 => first [ apply kmcc_mul_pn; [kmcc_sign_pos_l | kmcc_sign_neg_l]
                            | apply kmcc_mul_np; [kmcc_sign_neg_l | kmcc_sign_pos_l] ]
  | |- ?x / ?y < 0 => first [ apply kmcc_div_pn; [kmcc_sign_pos_l | kmcc_sign_neg_l]
                            | apply kmcc_div_np; [kmcc_sign_neg_l | kmcc_sign_pos_l] ]
  | |- - ?x < 0 => apply kmcc_opp_neg; kmcc_sign_pos_l
  | |- ?x ^ 3 < 0 => apply kmcc_pow3_neg; kmcc_sign_neg_l
  | |- _ => lra
  end.
Ltac kmcc_sign_nonneg_l :=
  match goal with
  | |- 0 <= ?x * ?y => first [ apply kmcc_mul_le; kmcc_sign_nonneg_l | apply kmcc_mul_le_nn; kmcc_sign_nonpos_l ]
  | |- 0 <= ?x / ?y => first [ apply kmcc_div_le; [kmcc_sign_nonneg_l | kmcc_sign_pos_l]
                             | apply kmcc_div_le_nn; [kmcc_sign_nonpos_l | kmcc_sign_neg_l] ]
  | |- 0 <= - ?x => apply kmcc_opp_ge; kmcc_sign_nonpos_l
  | |- 0 <= ?x ^ 2 => apply kmcc_sq_le
  | |- _ => first [ lra | left; kmcc_sign_pos_l ]
  end
with kmcc_sign_nonpos_l :=
  match goal with
  | |- ?x * ?y <= 0 => first [ apply kmcc_mul_le_pn; [kmcc_sign_nonneg_l | kmcc_sign_nonpos_l]
                             | apply kmcc_mul_le_np; [kmcc_sign_nonpos_l | kmcc_sign_nonneg_l] ]
  | |- ?x / ?y <= 0 => first [ apply kmcc_div_le_pn; [kmcc_sign_nonneg_l | kmcc_sign_neg_l]
                             | apply kmcc_div_le_np; [kmcc_sign_nonpos_l | kmcc_sign_pos_l] ]
  | |- - ?x <= 0 => apply kmcc_opp_le; kmcc_sign_nonneg_l
  | |- _ => first [ lra | left; kmcc_sign_neg_l ]
  end.
Ltac kmcc_neg_f := first [ kmcc_sign_neg_l | kmcc_sign_neg ].
Ltac kmcc_pos_f := first [ kmcc_sign_pos_l | kmcc_sign_pos ].

(* ------------------------------------------------------------------ *)
(* A hint's sign in a small context.  nra multiplies the hypotheses two *)
(* by two: after the facts of kappa and MCC (their quotients, square    *)
(* roots of large radicands, ...) the context is too large for it.  The *)
(* sign of a polynomial factor follows from the statement's hypotheses  *)
(* and the polynomial facts: the others are cleared (a weaker context   *)
(* proves nothing more).                                                 *)
Ltac kmcc_clear_heavy :=
  repeat match goal with
  | H : context [kappa _ _] |- _ => clear H
  | H : context [mcc _ _] |- _ => clear H
  | H : context [total _ _] |- _ => clear H
  | H : context [trace _ _] |- _ => clear H
  | H : context [sum_rc _ _] |- _ => clear H
  | H : context [sum_rr _ _] |- _ => clear H
  | H : context [sum_cc _ _] |- _ => clear H
  | H : context [Rabs _] |- _ => clear H
  | H : kappa_defined _ _ |- _ => clear H
  | H : mcc_defined _ _ |- _ => clear H
  | H : _ <> _ |- _ => clear H
  | H : context [Rdiv _ (sqrt _)] |- _ => clear H
  | H : context [sqrt (Rmult _ _)] |- _ => clear H
  | H : @eq R _ _ |- _ => match type of H with context [Rdiv _ _] => clear H end
  (* the facts of the aggregates' differences (S * S - sum r^2, ...: the printer writes a
     statement's differences as a + - b) and a fact stated twice *)
  | H : context [Rminus _ _] |- _ => clear H
  | H : ?t, H' : ?t |- _ => lazymatch type of t with Prop => clear H' end
  end.
(* a statement's hypothesis that is a disjunction (x = a \/ x = b, ...): one case at a time,
   each case's equations substituted *)
Ltac kmcc_split_hyps :=
  repeat match goal with
  | H : _ \/ _ |- _ => destruct H
  | H : _ /\ _ |- _ => destruct H
  end.
(* the sign hints of the exporter (theorem.py, [_factor_sign_hints]): linear arithmetic, nra in
   the small context, then in the whole one, then case by case when a hypothesis is a
   disjunction *)
Ltac kmcc_leaf :=
  first [ lra
        | (kmcc_clear_heavy; timeout 2 nra)
        | timeout 2 nra
        | (kmcc_clear_heavy; match goal with H : _ \/ _ |- _ => idtac end;
           kmcc_split_hyps; try subst; timeout 2 nra) ].

(* x >= 0, x > 0: linear and products of hypotheses, then factor by factor *)
Ltac kmcc_ineq_s :=
  first [ kmcc_ineq
        | unfold Rgt, Rge;
          match goal with |- 0 < _ => timeout 3 kmcc_sign_pos | |- 0 <= _ => timeout 3 kmcc_sign_nonneg end ].
Ltac kmcc_pos_s :=
  first [ kmcc_pos | unfold Rgt; match goal with |- 0 < _ => timeout 3 kmcc_sign_pos end ].

Lemma kmcc_ln_pos (x : R) : 1 < x -> 0 < ln x.
Proof. intro H. rewrite <- ln_1. apply ln_increasing; lra. Qed.
(* x <> 0: from the hypotheses, factor by factor (a logarithm of a number > 1, a square root
   of one > 0), by the sign tactics, or because x = 0 would contradict a hypothesis p <> 0.  The
   one definition, for the relations' theorems and the calculus kinds' alike (cbv beta: a
   calculus proof's goal may be a function applied to its point) *)
Ltac kmcc_nz :=
  cbv beta;
  first [ assumption
        | kmcc_neq
        | match goal with
          | |- ?x * ?y <> 0 => apply Rmult_integral_contrapositive_currified; kmcc_nz
          | |- ?x ^ _ <> 0 => apply pow_nonzero; kmcc_nz
          | |- - ?x <> 0 => apply Ropp_neq_0_compat; kmcc_nz
          | |- sqrt ?x <> 0 => apply Rgt_not_eq, sqrt_lt_R0; first [ kmcc_pos_s | timeout 3 kmcc_sign_pos ]
          | |- ln ?x <> 0 => apply Rgt_not_eq, kmcc_ln_pos; lra
          | |- ?x / ?y <> 0 => unfold Rdiv; apply Rmult_integral_contrapositive_currified;
                               [kmcc_nz | apply Rinv_neq_0_compat; kmcc_nz]
          end
        | apply Rgt_not_eq; unfold Rgt; timeout 3 kmcc_sign_pos
        | apply Rlt_not_eq; timeout 3 kmcc_sign_neg
        | (intro; match goal with H : ?p <> 0 |- False => apply H; timeout 2 nra end) ].

(* the sign of one side of a link *)
Ltac kmcc_sgn := first [ kmcc_lin | kmcc_cross; kmcc_lin ].

Lemma kmcc_lt_sq_pos (l r : R) : 0 <= l -> 0 <= r -> l * l < r * r -> l < r.
Proof. intros. nra. Qed.
Lemma kmcc_lt_sq_neg (l r : R) : l <= 0 -> r <= 0 -> r * r < l * l -> l < r.
Proof. intros. nra. Qed.
Lemma kmcc_le_sq_pos (l r : R) : 0 <= l -> 0 <= r -> l * l <= r * r -> l <= r.
Proof. intros. nra. Qed.
Lemma kmcc_le_sq_neg (l r : R) : l <= 0 -> r <= 0 -> r * r <= l * l -> l <= r.
Proof. intros. nra. Qed.

(* a link closed by an exporter's hint, with the given tactics for the sign of a side and of a
   factored difference *)
Ltac kmcc_by_hint_with sgn pos neg nonneg nonpos :=
  unfold Rgt, Rge;
  match goal with
  | H : ?r - ?l = ?f |- ?l < ?r => assert (0 < f) by pos; lra
  | H : ?r - ?l = ?f |- ?l <= ?r => assert (0 <= f) by nonneg; lra
  | H : ?r * ?r - ?l * ?l = ?g |- ?l < ?r =>
      first [ assert (l < 0) by sgn; assert (0 <= r) by sgn; lra
            | assert (l <= 0) by sgn; assert (0 < r) by sgn; lra
            | apply kmcc_lt_sq_pos; [sgn | sgn | assert (0 < g) by pos; lra]
            | apply kmcc_lt_sq_neg; [sgn | sgn | assert (g < 0) by neg; lra] ]
  | H : ?r * ?r - ?l * ?l = ?g |- ?l <= ?r =>
      first [ assert (l <= 0) by sgn; assert (0 <= r) by sgn; lra
            | apply kmcc_le_sq_pos; [sgn | sgn | assert (0 <= g) by nonneg; lra]
            | apply kmcc_le_sq_neg; [sgn | sgn | assert (g <= 0) by nonpos; lra] ]
  end.
(* linear arithmetic alone first (fast, and enough when the exporter asserted the signs of the
   sides and of the factors), then with nra *)
Ltac kmcc_sgn_l := lra.
(* (a tactic passed by name would run when the argument is evaluated: each is delayed by
   [idtac; _]) *)
Ltac kmcc_by_hint :=
  first [ kmcc_by_hint_with ltac:(idtac; kmcc_sgn_l) ltac:(idtac; kmcc_sign_pos_l)
            ltac:(idtac; kmcc_sign_neg_l) ltac:(idtac; kmcc_sign_nonneg_l) ltac:(idtac; kmcc_sign_nonpos_l)
        | kmcc_by_hint_with ltac:(idtac; kmcc_sgn) ltac:(idtac; kmcc_sign_pos)
            ltac:(idtac; kmcc_sign_neg) ltac:(idtac; kmcc_sign_nonneg) ltac:(idtac; kmcc_sign_nonpos) ].

(* the generated proofs of statements with variables: the exporter's hints, then the methods of
   kmcc_solve (each under a time limit: a failed link costs at most about 10 s).  [kmcc_poly]
   (cross-multiplication, square roots by squares, without hints) is left out: too slow for the
   links it does not prove *)
(* an equation with square roots (after a case's root was substituted): cleared of its
   divisions, a polynomial identity in the roots, closed with their facts sqrt x * sqrt x = x
   (kmcc_sqrt_hyps) by linear arithmetic over the monomials; the denominators <> 0 *)
Ltac kmcc_eq_sqrt :=
  lazymatch goal with |- @eq R _ _ => idtac end;
  lazymatch goal with |- context [sqrt _] => idtac end;
  field_simplify_eq; first [ lra | (repeat split; kmcc_nz) | nra ].

Ltac kmcc_solve_hint :=
  intros; first [ assumption | lra | timeout 3 kmcc_by_hint | timeout 3 (field; kmcc_side)
                | timeout 3 kmcc_eq_sqrt | timeout 4 nra ].

(* Asy of a concrete matrix as the root of its expanded square *)
Ltac kmcc_asy := unfold asy; f_equal; cbv beta iota delta [bin mat fsum nth]; ring.
(* a root sympy simplified (sqrt (2 b^2) = sqrt 2 * |b|): each factor >= 0, and its square
   (the exporter writes E * E factor by factor) the radicand *)
Lemma kmcc_abs_self (u : R) : Rabs u * Rabs u = u * u.
Proof. rewrite <- Rabs_mult. apply Rabs_right. nra. Qed.
Ltac kmcc_prod_nonneg :=
  repeat (apply Rmult_le_pos); first [ apply sqrt_pos | apply Rabs_pos | lra ].
Ltac kmcc_root_square :=
  rewrite ?kmcc_abs_self; rewrite ?sqrt_sqrt by kmcc_ineq_s; ring.

(* ------------------------------------------------------------------ *)
(* A polynomial of positive coefficients in variables of known signs:  *)
(* the exporter's certificate for a factor of a secant or a sign hint.  The exporter  *)
(* prints the sum with a strictly positive monomial first (left-nested  *)
(* sums: ((m1 + m2) + m3)), each monomial a product of a positive       *)
(* constant and powers of variables that are > 0 (or >= 0).            *)
Ltac kmcc_mono_pos :=
  match goal with
  | |- 0 < _ * _ => apply Rmult_lt_0_compat; kmcc_mono_pos
  | |- 0 < _ ^ _ => apply pow_lt; kmcc_mono_pos
  | |- _ => first [ assumption | lra ]
  end.
Ltac kmcc_mono_nonneg :=
  match goal with
  | |- 0 <= _ * _ => apply Rmult_le_pos; kmcc_mono_nonneg
  | |- 0 <= _ ^ _ => apply pow_le; kmcc_mono_nonneg
  | |- _ => first [ assumption | lra ]
  end.
Ltac kmcc_pospoly :=
  match goal with
  | |- 0 < _ + _ => apply Rplus_lt_le_0_compat; [kmcc_pospoly | kmcc_mono_nonneg]
  | |- _ => kmcc_mono_pos
  end.
(* a side condition of a certificate's instance: a bound of the set, a square root > 0 *)
Ltac kmcc_cert_side := first [ lra | apply sqrt_lt_R0; kmcc_pos ].
(* a factor's sign from its product with a positive number (F * W ^ n of a certificate) *)
Lemma kmcc_pos_scaled (F c : R) : 0 < c -> 0 < F * c -> 0 < F.
Proof. intros. nra. Qed.
Lemma kmcc_neg_scaled (F c : R) : 0 < c -> F * c < 0 -> F < 0.
Proof. intros. nra. Qed.
