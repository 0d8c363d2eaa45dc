(* The finite-sum tactics of the generated every-N identities (IdentityAllN).

   The generated statements print each group of bound indices as nested [fsum]s, a
   constraint u <> v as the factor (1 - delta u v).  The tactics below normalise such sums
   under their binders (setoid rewriting, with [fsum] a morphism for pointwise equality):
   constraints are expanded into deltas, constant factors are pulled out of the sums and
   deltas are summed out ([fsum_delta_ind]); the equation is then closed by [ring] or
   [field] with the remaining sums as opaque atoms.  Nothing here is an axiom: every lemma
   is proved from Matrix.v's recursive [fsum]. *)
Require Import Reals Lra Lia Field.
Require Import Setoid Morphisms.
Require Import KappaMCC.Matrix KappaMCC.Export.
Open Scope R_scope.

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
