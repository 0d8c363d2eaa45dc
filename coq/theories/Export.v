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

(* the generated proofs split on the sign of each absolute value *)
Ltac kmcc_cases :=
  repeat match goal with
  | H : (0 <= _ /\ Rabs _ = _) \/ (_ < 0 /\ Rabs _ = _) |- _ => destruct H as [[? ?] | [? ?]]
  end.

Ltac kmcc_side := repeat split; first [ assumption | kmcc_neq ].
(* one link of a statement: the first method that closes it *)
(* each tactic under a time limit: a theorem is proved in seconds or given up.  No psatz: its
   csdpcert outlives Coq's timeout (and can grow to gigabytes). *)
Ltac kmcc_solve :=
  intros; first [ assumption | lra | timeout 3 (field; kmcc_side) | timeout 4 nra ].
