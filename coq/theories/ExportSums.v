(* The finite-sum tactics of the generated every-N identities (IdentityAllN).

   The generated statements print each group of bound indices as nested [fsum]s, a
   constraint u <> v as the factor (1 - delta u v).  The exporter proves them by explicit
   reductions (the second part below): each group sum is rewritten, one printed step at a
   time, into sums over connected patterns of entries in a canonical order and naming of
   their bound indices, each step proved by a tactic for that step alone; [ring] or [field]
   then closes the equation with the canonical sums as opaque atoms.  The first part's
   [kmcc_sums_eq] (normalising under the binders by setoid rewriting) is kept for
   ExportDerived.v.  The logarithms of the counts' quantities ([lg2], 0 at 0) state the
   identities with entropies.  Nothing here is an axiom: every lemma is proved from Matrix.v's
   recursive [fsum]. *)
Require Import Reals Lra Lia Field.
Require Import Setoid Morphisms.
Require Import KappaMCC.Matrix KappaMCC.Export.
Open Scope R_scope.

(* Logarithms (identities with entropies): log2 of a quantity of the counts where it is
   positive, 0 where it is not -- the convention 0 log 0 = 0 made explicit; the suite's value
   of a logarithm atom (kappamcc.prove.log_sums).  [lgr n M i] is log2 r_i, [lgc] log2 c_j,
   [lge] log2 C_ij, [lgt] log2 (r_k + c_k), [lgu] log2 (r_k + c_k - C_kk), [lgS] log2 S. *)
Definition lg2 (x : R) : R := if Rlt_dec 0 x then ln x / ln 2 else 0.
Definition lgr (n : nat) (M : matrix) (i : nat) : R := lg2 (row n M i).
Definition lgc (n : nat) (M : matrix) (j : nat) : R := lg2 (col n M j).
Definition lge (M : matrix) (i j : nat) : R := lg2 (M i j).
Definition lgt (n : nat) (M : matrix) (k : nat) : R := lg2 (row n M k + col n M k).
Definition lgu (n : nat) (M : matrix) (k : nat) : R := lg2 (row n M k + col n M k - M k k).
Definition lgS (n : nat) (M : matrix) : R := lg2 (total n M).
(* the reciprocals of a row and a column sum (chi-squared and its relatives), and 1 / log2 (2 (N - 1)),
   the log base of the confusion entropy (for N >= 2); the identities hold at every value of these
   atoms, so Coq's value of / 0 does not matter *)
Definition invr (n : nat) (M : matrix) (i : nat) : R := / row n M i.
Definition invc (n : nat) (M : matrix) (j : nat) : R := / col n M j.
Definition lgB (n : nat) : R := / lg2 (2 * (INR n - 1)).

(* [fsum n] respects pointwise equality: rewriting under its binder *)
Global Instance fsum_pointwise (n : nat) :
  Proper (pointwise_relation nat (@eq R) ==> @eq R) (fsum n).
Proof. intros f g H. apply fsum_ext. intros k _. apply H. Qed.

(* the indicator of an index below n *)
Definition ind (n j : nat) : R := if Nat.ltb j n then 1 else 0.

Lemma ind_lt (n j : nat) : (j < n)%nat -> ind n j = 1.
Proof. intro H. unfold ind. apply Nat.ltb_lt in H. rewrite H. reflexivity. Qed.

(* a delta summed out, with no side condition: the partner may be a bound index *)
Lemma fsum_delta_ind (n j : nat) (f : nat -> R) :
  fsum n (fun k => delta j k * f k) = ind n j * f j.
Proof.
  destruct (Nat.ltb_spec j n) as [H | H].
  - rewrite (ind_lt n j H), fsum_delta by exact H. ring.
  - unfold ind. destruct (Nat.ltb_spec j n); [lia |]. rewrite fsum_delta_out by exact H. ring.
Qed.

Lemma fsum_delta_ind_r (n j : nat) (f : nat -> R) :
  fsum n (fun k => delta k j * f k) = ind n j * f j.
Proof.
  rewrite <- fsum_delta_ind. apply fsum_ext. intros. rewrite delta_sym. reflexivity.
Qed.

Lemma fsum_delta_ind_rl (n j : nat) (f : nat -> R) :
  fsum n (fun k => f k * delta j k) = ind n j * f j.
Proof. rewrite <- fsum_delta_ind. apply fsum_ext. intros. ring. Qed.

Lemma fsum_delta_ind_rr (n j : nat) (f : nat -> R) :
  fsum n (fun k => f k * delta k j) = ind n j * f j.
Proof. rewrite <- fsum_delta_ind_r. apply fsum_ext. intros. ring. Qed.

Lemma fsum_delta_ind1 (n j : nat) : fsum n (fun k => delta j k) = ind n j.
Proof. rewrite (fsum_ext n _ (fun k => delta j k * 1)) by (intros; ring). rewrite fsum_delta_ind. ring. Qed.

Lemma fsum_delta_ind1_r (n j : nat) : fsum n (fun k => delta k j) = ind n j.
Proof. rewrite (fsum_ext n _ (fun k => delta k j * 1)) by (intros; ring). rewrite fsum_delta_ind_r. ring. Qed.

(* an index summed below n: its indicator is 1 *)
Lemma fsum_ind (n : nat) (f : nat -> R) : fsum n (fun j => ind n j * f j) = fsum n f.
Proof. apply fsum_ext. intros. rewrite ind_lt by exact H. ring. Qed.

Lemma fsum_ind1 (n : nat) : fsum n (fun j => ind n j) = fsum n (fun _ => 1).
Proof. apply fsum_ext. intros. apply ind_lt. exact H. Qed.

Lemma Rmult_one_minus (a b : R) : (1 - a) * b = b - a * b.
Proof. ring. Qed.

(* constraints into deltas *)
Ltac kmcc_sums_expand :=
  repeat (setoid_rewrite Rmult_one_minus || setoid_rewrite Rmult_minus_distr_l
          || setoid_rewrite Rmult_minus_distr_r || setoid_rewrite Rmult_plus_distr_l
          || setoid_rewrite Rmult_plus_distr_r);
  repeat (setoid_rewrite fsum_minus || setoid_rewrite fsum_plus).

(* constants out of the sums, deltas summed out, indicators of bound indices dropped *)
Ltac kmcc_sums_collapse :=
  repeat (setoid_rewrite fsum_delta_ind || setoid_rewrite fsum_delta_ind_r
          || setoid_rewrite fsum_delta_ind_rl || setoid_rewrite fsum_delta_ind_rr
          || setoid_rewrite fsum_delta_ind1 || setoid_rewrite fsum_delta_ind1_r
          || setoid_rewrite fsum_scal_l || setoid_rewrite fsum_scal_r
          || setoid_rewrite fsum_ind || setoid_rewrite fsum_ind1
          || setoid_rewrite Rmult_assoc);
  repeat match goal with H : (?k < ?n)%nat |- _ => rewrite (ind_lt n k H) in * end.

Ltac kmcc_sums_side := repeat split; first [ assumption | (intro; subst; lra) | lra ].

(* every sum left an opaque atom (found up to conversion: a rewrite may have eta-reduced it) *)
Ltac kmcc_sums_atoms :=
  repeat match goal with
  | |- context [fsum ?n ?f] => let a := fresh "A" in set (a := fsum n f) in *
  end.

(* the equation in the (reduced) group sums as opaque atoms *)
Ltac kmcc_sums_ring := kmcc_sums_atoms; first [ timeout 20 ring | timeout 20 (field; kmcc_sums_side) ].

(* one equation, its free indices introduced with their bounds: first with every printed group
   sum an atom, else after expanding the constraints and summing out the deltas *)
Ltac kmcc_sums_eq :=
  first [ intros; kmcc_sums_ring
        | timeout 30 (kmcc_sums_expand; kmcc_sums_collapse; intros; kmcc_sums_ring) ].

(* ------------------------------------------------------------------------------------------ *)
(* Explicit reductions (the exporter prints each step's two sides; each tactic below proves one
   step and nothing else).  A group sum is reduced to sums over connected patterns of entries in
   a canonical order and naming of their bound indices: a constraint expanded at the innermost
   sum ([fsum_ne]), a delta summed out at the innermost sum ([fsum_delta], [fsum_delta_l]), two
   adjacent sums exchanged ([fsum_swap]), constants and independent sums factored out
   ([kmcc_push]).  *)

(* a constraint u <> v on the innermost index v *)
Lemma fsum_ne (n u : nat) (f : nat -> R) :
  (u < n)%nat -> fsum n (fun v => (1 - delta u v) * f v) = fsum n f - f u.
Proof.
  intro H. rewrite (fsum_ext n _ (fun v => f v - delta u v * f v)) by (intros; ring).
  rewrite fsum_minus, fsum_delta by exact H. reflexivity.
Qed.

Lemma fsum_ne_r (n u : nat) (f : nat -> R) :
  (u < n)%nat -> fsum n (fun v => (1 - delta v u) * f v) = fsum n f - f u.
Proof.
  intro H. rewrite <- (fsum_ne n u f H). apply fsum_ext. intros. rewrite delta_sym. reflexivity.
Qed.

Lemma fsum_delta_l (n j : nat) (f : nat -> R) :
  (j < n)%nat -> fsum n (fun k => delta k j * f k) = f j.
Proof.
  intro H. rewrite <- (fsum_delta n j f H). apply fsum_ext. intros. rewrite delta_sym. reflexivity.
Qed.

Lemma fsum_ext_zero (n : nat) (f : nat -> R) :
  (forall k, (k < n)%nat -> f k = 0) -> fsum n f = 0.
Proof. intro H. rewrite (fsum_ext n f (fun _ => 0)) by exact H. apply fsum_zero. Qed.

(* under the binder of a sum on both sides, its bound introduced *)
Ltac kmcc_down := apply fsum_ext; intros ? ?; cbv beta.

(* a symmetric entry's pair of indices ordered by cases *)
Ltac kmcc_minmax :=
  repeat match goal with
  | |- context [Nat.min ?a ?b] =>
      destruct (Nat.le_ge_cases a b);
      [ rewrite ?(Nat.min_l a b), ?(Nat.max_r a b), ?(Nat.min_r b a), ?(Nat.max_l b a) by assumption
      | rewrite ?(Nat.min_r a b), ?(Nat.max_l a b), ?(Nat.min_l b a), ?(Nat.max_r b a) by assumption ]
  end.

(* the body of the right side's products of sums pushed under the sums, the same sums as the
   left side's, then pointwise equal *)
Ltac kmcc_push :=
  repeat (first [ rewrite <- fsum_scal_r | rewrite <- fsum_scal_l ]);
  first [ kmcc_down; kmcc_push
        | rewrite ?Nat.min_id, ?Nat.max_id, ?delta_same; first [ timeout 10 ring | kmcc_minmax; timeout 10 ring ] ].

(* two adjacent sums exchanged under [d] common sums *)
Tactic Notation "kmcc_swap_at" int_or_var(d) := do d kmcc_down; apply fsum_swap.

(* the innermost sum's delta summed out, under [d] common sums *)
Tactic Notation "kmcc_delta_at" int_or_var(d) :=
  do d kmcc_down;
  first [ rewrite fsum_delta by assumption | rewrite fsum_delta_l by assumption ];
  cbv beta; rewrite ?Nat.min_id, ?Nat.max_id, ?delta_same; first [ reflexivity | timeout 10 ring ].

(* the innermost sum's constraint expanded under [d] common sums *)
Tactic Notation "kmcc_ne_at" int_or_var(d) :=
  do d kmcc_down;
  first [ rewrite fsum_ne by assumption | rewrite fsum_ne_r by assumption ]; reflexivity.

Ltac kmcc_split_minus := repeat setoid_rewrite fsum_minus; reflexivity.

(* a sum whose summand is 0 (a constraint u <> u) *)
Ltac kmcc_zero :=
  repeat (apply fsum_ext_zero; intros ? ?; cbv beta); rewrite ?delta_same; ring.
