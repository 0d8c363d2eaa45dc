(* The generated re-check's tactic for closed numbers: kmcc_solve, then interval arithmetic
   (the Interval library, Debian libcoq-interval) for square roots, logarithms and exp. *)
Require Import Reals.
From Interval Require Import Tactic.
Require Import KappaMCC.Export.
Ltac kmcc_solve_closed :=
  first [ kmcc_solve | timeout 5 interval | timeout 10 interval with (i_prec 200) ].
