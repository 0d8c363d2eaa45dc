(* The lemmas of the generated calculus re-checks (monotonicity, limits, extrema). *)
Require Import Reals.
Require Import KappaMCC.Export.
