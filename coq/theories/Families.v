(* The matrix families of Delgado & Tibau 2019, as Coq matrices (from the
   Python suite's families/binary.py and families/z_a.py).  kappa and MCC of a
   family are always the general [kappa n M] and [mcc n M] of Metrics.v applied
   to the family's matrix. *)
Require Import Reals Lra Lia.
Require Import KappaMCC.Matrix KappaMCC.Metrics.
Open Scope R_scope.

(* standing assumptions of the binary case, DT2019-S5.2: entries >= 0 and
   positive row and column sums *)
Definition S52 (a b c d : R) : Prop :=
  0 <= a /\ 0 <= b /\ 0 <= c /\ 0 <= d /\ 0 < a + b /\ 0 < c + d /\ 0 < a + c /\ 0 < b + d.

(* DT2019-N23: C_0 = [[a, b], [0, d]], the c = 0 case (a, b, d > 0) *)
Definition C0 (a b d : R) : matrix := bin a b 0 d.
(* DT2019-N24: C_1 = [[a, b], [1, d]], the c = 1 case (b > 0, a, d >= 0) *)
Definition C1 (a b d : R) : matrix := bin a b 1 d.
(* DT2019-N25: C^{a,b}_{1,a} = [[a, b], [1, a]], case 1 (a = d) *)
Definition C1a (a b : R) : matrix := bin a b 1 a.
(* DT2019-N26: C^{a,b}_{1,0} = [[a, b], [1, 0]], case 2 (d = 0) *)
Definition C10 (a b : R) : matrix := bin a b 1 0.
(* DT2019-N27: C^{a,b}_{1,1} = [[a, b], [1, 1]], case 3 (d = 1) *)
Definition C11 (a b : R) : matrix := bin a b 1 1.

(* DT2019-N28 / S9.1: Z_A, the N x N all-ones matrix with A at row 1, column N
   (indices 0 and N-1 here): Z_ij = 1 + (A - 1) delta(i, 1) delta(j, N). *)
Definition ZA (n : nat) (A : R) : matrix :=
  fun i j => if andb (Nat.eqb i 0) (Nat.eqb j (n - 1)) then A else 1.

Lemma ZA_entry (n : nat) (A : R) (i j : nat) :
  ZA n A i j = 1 + (A - 1) * (delta 0 i * delta (n - 1) j).
Proof.
  unfold ZA, delta. destruct (Nat.eqb_spec 0 i), (Nat.eqb_spec (n - 1) j);
  destruct (Nat.eqb_spec i 0), (Nat.eqb_spec j (n - 1)); simpl; try ring; lia.
Qed.

Lemma ZA_nonneg (n : nat) (A : R) : 0 <= A -> nonneg n (ZA n A).
Proof. intros HA i j _ _. unfold ZA. destruct (andb _ _); lra. Qed.

(* DT2019-S9.3: for N = 2, Z_A is C^{a,b}_{1,1} with a = 1 and b = A, i.e. [[1, A], [1, 1]] *)
Lemma ZA2_is_C11 (A : R) :
  forall i j, (i < 2)%nat -> (j < 2)%nat -> ZA 2 A i j = C11 1 A i j.
Proof.
  intros i j Hi Hj. unfold ZA, C11, bin.
  destruct i as [| [| i]]; destruct j as [| [| j]]; simpl; try reflexivity; lia.
Qed.

Lemma kappa_ZA2 (A : R) : kappa 2 (ZA 2 A) = kappa 2 (C11 1 A).
Proof. apply kappa_ext, ZA2_is_C11. Qed.

Lemma mcc_ZA2 (A : R) : mcc 2 (ZA 2 A) = mcc 2 (C11 1 A).
Proof. apply mcc_ext, ZA2_is_C11. Qed.
