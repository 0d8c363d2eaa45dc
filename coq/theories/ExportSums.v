(* The finite-sum tactics of the generated every-N identities (IdentityAllN). *)
Require Import Reals.
Require Import KappaMCC.Matrix KappaMCC.Export.
