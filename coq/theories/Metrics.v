(* Cohen's kappa and the Matthews correlation coefficient, defined ONCE for an
   N x N confusion matrix (Delgado & Tibau 2019, eqs. (4)-(5), DT2019-N7,
   N10, N11, E5):

     po = Acc = tr / S,    pe = sum_k r_k c_k / S^2,    kappa = (po - pe) / (1 - pe)
     MCC = (S tr - sum_k r_k c_k) / sqrt((S^2 - sum_k r_k^2) (S^2 - sum_k c_k^2))

   Every other form (the binary closed forms, the symmetric form, Gorodkin's
   triple sum) is a lemma about these definitions, never a definition.  Coq's
   division is total, so each theorem carries the hypotheses under which the
   metric is defined (non-zero denominators), as the paper does. *)
Require Import Reals Lra Lia Field.
Require Import KappaMCC.Matrix.
Open Scope R_scope.

Section Metrics.
Variables (n : nat) (M : matrix).

Definition po : R := trace n M / total n M.
Definition pe : R := sum_rc n M / (total n M * total n M).
Definition kappa : R := (po - pe) / (1 - pe).

Definition mcc_num : R := total n M * trace n M - sum_rc n M.
Definition mcc_rad_rows : R := total n M * total n M - sum_rr n M.
Definition mcc_rad_cols : R := total n M * total n M - sum_cc n M.
Definition mcc : R := mcc_num / sqrt (mcc_rad_rows * mcc_rad_cols).

(* where the metrics are defined *)
Definition kappa_defined : Prop := total n M <> 0 /\ 1 - pe <> 0.
Definition mcc_defined : Prop := mcc_rad_rows * mcc_rad_cols <> 0.

(* Asy(M) = ||M - M^T||_F, the Frobenius norm of M minus its transpose (DT2019-D1, p19);
   defined everywhere *)
Definition asy : R := sqrt (fsum n (fun i => fsum n (fun j => (M i j - M j i) ^ 2))).
End Metrics.

(* kappa multiplied through by S^2 (the form of DT2019-E6.3) *)
Lemma one_minus_pe (n : nat) (M : matrix) :
  total n M <> 0 ->
  1 - pe n M = (total n M * total n M - sum_rc n M) / (total n M * total n M).
Proof. intro HS. unfold pe. field. exact HS. Qed.

Lemma kappa_defined_iff (n : nat) (M : matrix) :
  kappa_defined n M <-> total n M <> 0 /\ total n M * total n M - sum_rc n M <> 0.
Proof.
  unfold kappa_defined. split; intros [HS HD]; split; try exact HS; rewrite one_minus_pe in * by exact HS.
  - intro H0. apply HD. rewrite H0. unfold Rdiv. ring.
  - unfold Rdiv. apply Rmult_integral_contrapositive. split; [exact HD |].
    apply Rinv_neq_0_compat, Rmult_integral_contrapositive. tauto.
Qed.

(* kappa multiplied through by S^2 (the form of DT2019-E6.3) *)
Lemma kappa_marginal (n : nat) (M : matrix) :
  total n M <> 0 -> total n M * total n M - sum_rc n M <> 0 ->
  kappa n M = (total n M * trace n M - sum_rc n M) / (total n M * total n M - sum_rc n M).
Proof.
  intros HS HD. unfold kappa. rewrite one_minus_pe by exact HS. unfold po, pe.
  field. tauto.
Qed.

(* on a non-negative matrix the two MCC radicands are >= 0 *)
Lemma mcc_rads_nonneg (n : nat) (M : matrix) :
  nonneg n M -> 0 <= mcc_rad_rows n M /\ 0 <= mcc_rad_cols n M.
Proof.
  intro H. unfold mcc_rad_rows, mcc_rad_cols.
  pose proof (sum_rr_le n M H). pose proof (sum_cc_le n M H). lra.
Qed.

Lemma mcc_defined_pos (n : nat) (M : matrix) :
  nonneg n M -> mcc_defined n M -> 0 < mcc_rad_rows n M * mcc_rad_cols n M.
Proof.
  intros H D. destruct (mcc_rads_nonneg n M H) as [H1 H2]. unfold mcc_defined in D.
  destruct (Rle_lt_or_eq_dec _ _ (Rmult_le_pos _ _ H1 H2)); [assumption | congruence].
Qed.

(* ------------------------------------------------------------------ *)
(* Gorodkin's form, DT2019 eq. (4): its numerator and radicands are the  *)
(* marginal ones above, for every N (DT2019-E34.1, E34.6).               *)

Theorem gorodkin_numerator (n : nat) (M : matrix) :
  fsum n (fun k => fsum n (fun l => fsum n (fun m => M k k * M l m - M m k * M k l)))
  = mcc_num n M.
Proof.
  unfold mcc_num.
  transitivity (fsum n (fun k => M k k * total n M - col n M k * row n M k)).
  - apply fsum_ext; intros k _.
    transitivity (fsum n (fun l => M k k * row n M l - col n M k * M k l)).
    + apply fsum_ext; intros l _. rewrite fsum_minus, fsum_scal_l.
      unfold row, col. rewrite fsum_scal_r. reflexivity.
    + rewrite fsum_minus, fsum_scal_l, fsum_scal_l. reflexivity.
  - rewrite fsum_minus, fsum_scal_r. unfold sum_rc, trace.
    f_equal; [ring | apply fsum_ext; intros; ring].
Qed.

Theorem gorodkin_rows (n : nat) (M : matrix) :
  fsum n (fun k => row n M k * (total n M - row n M k)) = mcc_rad_rows n M.
Proof.
  unfold mcc_rad_rows.
  transitivity (fsum n (fun k => row n M k * total n M - row n M k * row n M k)).
  - apply fsum_ext; intros; ring.
  - rewrite fsum_minus, fsum_scal_r. reflexivity.
Qed.

(* ------------------------------------------------------------------ *)
(* Transpose symmetry, DT2019-S3: K(C^T) = K(C) and MCC(C^T) = MCC(C).    *)

Lemma total_transpose (n : nat) (M : matrix) : total n (transpose M) = total n M.
Proof. unfold total, transpose. symmetry. apply fsum_swap. Qed.

Theorem DT2019_S3_kappa (n : nat) (M : matrix) : kappa n (transpose M) = kappa n M.
Proof.
  unfold kappa, po, pe. rewrite total_transpose.
  replace (trace n (transpose M)) with (trace n M) by reflexivity.
  replace (sum_rc n (transpose M)) with (sum_rc n M); [reflexivity |].
  unfold sum_rc. apply fsum_ext. intros. rewrite row_transpose, col_transpose. ring.
Qed.

Theorem DT2019_S3_mcc (n : nat) (M : matrix) : mcc n (transpose M) = mcc n M.
Proof.
  unfold mcc, mcc_num, mcc_rad_rows, mcc_rad_cols. rewrite total_transpose.
  replace (trace n (transpose M)) with (trace n M) by reflexivity.
  replace (sum_rc n (transpose M)) with (sum_rc n M)
    by (unfold sum_rc; apply fsum_ext; intros; rewrite row_transpose, col_transpose; ring).
  replace (sum_rr n (transpose M)) with (sum_cc n M) by reflexivity.
  replace (sum_cc n (transpose M)) with (sum_rr n M) by reflexivity.
  rewrite (Rmult_comm (total n M * total n M - sum_cc n M)). reflexivity.
Qed.

(* the metrics depend only on the entries with indices < n *)
Lemma kappa_ext (n : nat) (M M' : matrix) :
  (forall i j, (i < n)%nat -> (j < n)%nat -> M i j = M' i j) -> kappa n M = kappa n M'.
Proof.
  intro E. unfold kappa, po, pe.
  rewrite (total_ext n M M' E), (trace_ext n M M' E), (sum_rc_ext n M M' E). reflexivity.
Qed.

Lemma mcc_ext (n : nat) (M M' : matrix) :
  (forall i j, (i < n)%nat -> (j < n)%nat -> M i j = M' i j) -> mcc n M = mcc n M'.
Proof.
  intro E. unfold mcc, mcc_num, mcc_rad_rows, mcc_rad_cols.
  rewrite (total_ext n M M' E), (trace_ext n M M' E), (sum_rc_ext n M M' E),
          (sum_rr_ext n M M' E), (sum_cc_ext n M M' E). reflexivity.
Qed.

(* ------------------------------------------------------------------ *)
(* The binary matrix C = [[a, b], [c, d]] (DT2019-N6): a = TP, b = FN,   *)
(* c = FP, d = TN; rows actual, columns predicted, positive class first. *)

Definition bin (a b c d : R) : matrix := fun i j =>
  match i, j with
  | O, O => a | O, S O => b
  | S O, O => c | S O, S O => d
  | _, _ => 0
  end.

Section BinaryAggregates.
Variables a b c d : R.

Lemma bin_total : total 2 (bin a b c d) = a + b + c + d.
Proof. unfold total. simpl. ring. Qed.
Lemma bin_trace : trace 2 (bin a b c d) = a + d.
Proof. unfold trace. simpl. ring. Qed.
Lemma bin_sum_rc : sum_rc 2 (bin a b c d) = (a + b) * (a + c) + (c + d) * (b + d).
Proof. unfold sum_rc, row, col. simpl. ring. Qed.
Lemma bin_sum_rr : sum_rr 2 (bin a b c d) = (a + b) * (a + b) + (c + d) * (c + d).
Proof. unfold sum_rr, row. simpl. ring. Qed.
Lemma bin_sum_cc : sum_cc 2 (bin a b c d) = (a + c) * (a + c) + (b + d) * (b + d).
Proof. unfold sum_cc, col. simpl. ring. Qed.

Lemma bin_nonneg : 0 <= a -> 0 <= b -> 0 <= c -> 0 <= d -> nonneg 2 (bin a b c d).
Proof.
  intros Ha Hb Hc Hd i j Hi Hj.
  destruct i as [| [| i]]; destruct j as [| [| j]]; simpl; try lra; lia.
Qed.

(* the general numerator and radicands at N = 2 *)
Lemma bin_mcc_num : mcc_num 2 (bin a b c d) = 2 * (a * d - b * c).
Proof. unfold mcc_num. rewrite bin_total, bin_trace, bin_sum_rc. ring. Qed.
Lemma bin_rad_rows : mcc_rad_rows 2 (bin a b c d) = 2 * ((a + b) * (c + d)).
Proof. unfold mcc_rad_rows. rewrite bin_total, bin_sum_rr. ring. Qed.
Lemma bin_rad_cols : mcc_rad_cols 2 (bin a b c d) = 2 * ((a + c) * (b + d)).
Proof. unfold mcc_rad_cols. rewrite bin_total, bin_sum_cc. ring. Qed.
Lemma bin_kappa_den :
  total 2 (bin a b c d) * total 2 (bin a b c d) - sum_rc 2 (bin a b c d)
  = (a + b) * (b + d) + (a + c) * (c + d).
Proof. rewrite bin_total, bin_sum_rc. ring. Qed.
End BinaryAggregates.
