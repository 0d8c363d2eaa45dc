(* The generated re-check's tactic for closed numbers: kmcc_solve, then interval arithmetic
   (the Interval library, Debian libcoq-interval) for square roots, logarithms and exp. *)
Require Import Reals Lra Psatz.
From Interval Require Import Tactic.
Require Import KappaMCC.Export.

(* Succeeds only when the context holds no variable (a real, a matrix, a size: anything but a
   proof): a statement about closed numbers.  The generated theorems with variables introduce
   them first ([intros v_x ...]), so they never reach interval arithmetic below, whether or not
   this module is loaded (the re-check's batches load it for every theorem). *)
Ltac kmcc_closed_only :=
  match goal with
  | _ : ?T |- _ => let s := type of T in lazymatch s with Prop => fail | _ => fail 2 end
  | _ => idtac
  end.

(* The signs the generated proofs assert before the comparison ([ln 2 <> 0] for an entropy's
   base-2 logarithm, [0 < 6 * ln 2], ...) are not linear facts: on closed numbers they fall back
   to interval arithmetic.  [kmcc_neq] and the sign tactics of Export.v call these two, so this
   redefinition reaches them; for a statement with variables they are Export.v's, unchanged. *)
Ltac kmcc_ineq ::= first [ lra | timeout 2 nra | kmcc_closed_only; timeout 5 interval ].
Ltac kmcc_pos ::= first [ lra | timeout 1 nra | kmcc_closed_only; timeout 5 interval ].

(* A comparison of closed numbers: interval arithmetic at the default precision (53 bits),
   then at 200 bits (a bound given to the last of 16 printed digits). *)
Ltac kmcc_solve_closed :=
  first [ kmcc_solve | timeout 5 interval | timeout 10 interval with (i_prec 200) ].
