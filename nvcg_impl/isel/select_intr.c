/* select_intr.c -- selection of target intrinsics (INTRINSIC_* nodes from
 * build_intr.c): special registers, barriers and fences, warp shuffles / votes / match /
 * redux, address-space tests, and the NVVM math and conversion intrinsics, most of
 * which are one table row each with fixed modifiers. */

/* One-row intrinsics: the row and its modifiers. */
typedef struct nv_intr_row {
  uint16_t id, row;
  uint8_t rnd, ftz, approx, sat, mode; /* mode: NV_MODE_NANS for min/max .NaN, else 0 */
} nv_intr_row;

#define NV_IR_(id, row, rnd, ftz, approx, sat) {NV_INTR_##id, NV_PTX_##row, rnd, ftz, approx, sat, 0}
/* The four rounding variants PRE_RN SFX .. PRE_RP SFX of one row, with the modes R0 .. R0+3
 * (NV_RND_RN.. or NV_RND_RNI.., both in the order RN RZ RM RP) */
#define NV_IR_RND4(PRE, SFX, ROW, R0)                                                        \
  NV_IR_(PRE##_RN##SFX, ROW, R0, 0, 0, 0), NV_IR_(PRE##_RZ##SFX, ROW, R0 + 1, 0, 0, 0),     \
      NV_IR_(PRE##_RM##SFX, ROW, R0 + 2, 0, 0, 0), NV_IR_(PRE##_RP##SFX, ROW, R0 + 3, 0, 0, 0)
#define NV_IR_CVT4(ID, ROW, R0) NV_IR_RND4(ID, , ROW, R0)
/* min/max of one type: plain, .ftz (FTZ 1 where the row has it), .NaN, .ftz.NaN */
#define NV_IR_MM(id, row, ftz, mode) {NV_INTR_##id, NV_PTX_##row, 0, ftz, 0, 0, mode}

static const nv_intr_row nv_intr_rows[] = {
    NV_IR_(NVVM_EX2_APPROX_F, EX2_APPROX_F32, 0, 0, 0, 0),
    NV_IR_(NVVM_EX2_APPROX_FTZ_F, EX2_APPROX_F32, 0, 1, 0, 0),
    NV_IR_(NVVM_EX2_APPROX_F16, EX2_APPROX_F16, 0, 0, 0, 0),
    NV_IR_(NVVM_EX2_APPROX_F16X2, EX2_APPROX_F16X2, 0, 0, 0, 0),
    NV_IR_(NVVM_LG2_APPROX_F, LG2_APPROX_F32, 0, 0, 0, 0),
    NV_IR_(NVVM_LG2_APPROX_FTZ_F, LG2_APPROX_F32, 0, 1, 0, 0),
    NV_IR_(NVVM_SIN_APPROX_F, SIN_APPROX_F32, 0, 0, 0, 0),
    NV_IR_(NVVM_SIN_APPROX_FTZ_F, SIN_APPROX_F32, 0, 1, 0, 0),
    NV_IR_(NVVM_COS_APPROX_F, COS_APPROX_F32, 0, 0, 0, 0),
    NV_IR_(NVVM_COS_APPROX_FTZ_F, COS_APPROX_F32, 0, 1, 0, 0),
    NV_IR_(NVVM_TANH_APPROX_F, TANH_APPROX_F32, 0, 0, 0, 0),
    NV_IR_RND4(NVVM_RCP, _F, RCP_F32, NV_RND_RN),
    NV_IR_(NVVM_RCP_RN_FTZ_F, RCP_F32, NV_RND_RN, 1, 0, 0),
    NV_IR_RND4(NVVM_RCP, _D, RCP_F64, NV_RND_RN),
    NV_IR_(NVVM_RCP_APPROX_FTZ_F, RCP_F32, 0, 1, NV_APPROX, 0),
    NV_IR_(NVVM_RCP_APPROX_FTZ_D, RCP_APPROX_FTZ_F64, 0, 0, 0, 0),
    NV_IR_(NVVM_RSQRT_APPROX_F, RSQRT_APPROX_F32, 0, 0, 0, 0),
    NV_IR_(NVVM_RSQRT_APPROX_FTZ_F, RSQRT_APPROX_F32, 0, 1, 0, 0),
    NV_IR_(NVVM_RSQRT_APPROX_D, RSQRT_APPROX_F64, 0, 0, 0, 0),
    NV_IR_(NVVM_RSQRT_APPROX_FTZ_D, RSQRT_APPROX_FTZ_F64, 0, 0, 0, 0),
    NV_IR_(NVVM_SQRT_F, SQRT_F32, NV_RND_RN, 0, 0, 0),
    NV_IR_RND4(NVVM_SQRT, _F, SQRT_F32, NV_RND_RN),
    NV_IR_(NVVM_SQRT_RN_FTZ_F, SQRT_F32, NV_RND_RN, 1, 0, 0),
    NV_IR_(NVVM_SQRT_APPROX_F, SQRT_F32, 0, 0, NV_APPROX, 0),
    NV_IR_(NVVM_SQRT_APPROX_FTZ_F, SQRT_F32, 0, 1, NV_APPROX, 0),
    NV_IR_RND4(NVVM_SQRT, _D, SQRT_F64, NV_RND_RN),
    NV_IR_(NVVM_DIV_APPROX_F, DIV_F32, 0, 0, NV_APPROX, 0),
    NV_IR_(NVVM_DIV_APPROX_FTZ_F, DIV_F32, 0, 1, NV_APPROX, 0),
    NV_IR_(NVVM_DIV_FULL, DIV_F32, 0, 0, NV_FULL, 0),
    NV_IR_(NVVM_DIV_FULL_FTZ, DIV_F32, 0, 1, NV_FULL, 0),
    NV_IR_RND4(NVVM_DIV, _F, DIV_F32, NV_RND_RN),
    NV_IR_RND4(NVVM_DIV, _D, DIV_F64, NV_RND_RN),
    NV_IR_RND4(NVVM_FMA, _F, FMA_F32, NV_RND_RN),
    NV_IR_(NVVM_FMA_RN_FTZ_F, FMA_F32, NV_RND_RN, 1, 0, 0),
    NV_IR_RND4(NVVM_FMA, _D, FMA_F64, NV_RND_RN),
    NV_IR_(NVVM_FMA_RN_F16, FMA_F16, NV_RND_RN, 0, 0, 0),
    NV_IR_(NVVM_FMA_RN_F16X2, FMA_F16X2, NV_RND_RN, 0, 0, 0),
    NV_IR_(NVVM_FABS_FTZ_F, ABS_F32, 0, 1, 0, 0),
    NV_IR_(NVVM_FMIN_FTZ_F, MIN_F32, 0, 1, 0, 0),
    NV_IR_(NVVM_FMAX_FTZ_F, MAX_F32, 0, 1, 0, 0),
    NV_IR_MM(NVVM_FMIN_NAN_F, MIN_F32, 0, NV_MODE_NANS), NV_IR_MM(NVVM_FMIN_FTZ_NAN_F, MIN_F32, 1, NV_MODE_NANS),
    NV_IR_MM(NVVM_FMIN_F16, MIN_F16, 0, 0), NV_IR_MM(NVVM_FMIN_FTZ_F16, MIN_F16, 1, 0),
    NV_IR_MM(NVVM_FMIN_NAN_F16, MIN_F16, 0, NV_MODE_NANS), NV_IR_MM(NVVM_FMIN_FTZ_NAN_F16, MIN_F16, 1, NV_MODE_NANS),
    NV_IR_MM(NVVM_FMIN_F16X2, MIN_F16X2, 0, 0), NV_IR_MM(NVVM_FMIN_FTZ_F16X2, MIN_F16X2, 1, 0),
    NV_IR_MM(NVVM_FMIN_NAN_F16X2, MIN_F16X2, 0, NV_MODE_NANS), NV_IR_MM(NVVM_FMIN_FTZ_NAN_F16X2, MIN_F16X2, 1, NV_MODE_NANS),
    NV_IR_MM(NVVM_FMIN_BF16, MIN_BF16, 0, 0), NV_IR_MM(NVVM_FMIN_NAN_BF16, MIN_BF16, 0, NV_MODE_NANS),
    NV_IR_MM(NVVM_FMIN_BF16X2, MIN_BF16X2, 0, 0), NV_IR_MM(NVVM_FMIN_NAN_BF16X2, MIN_BF16X2, 0, NV_MODE_NANS),
    NV_IR_MM(NVVM_FMAX_NAN_F, MAX_F32, 0, NV_MODE_NANS), NV_IR_MM(NVVM_FMAX_FTZ_NAN_F, MAX_F32, 1, NV_MODE_NANS),
    NV_IR_MM(NVVM_FMAX_F16, MAX_F16, 0, 0), NV_IR_MM(NVVM_FMAX_FTZ_F16, MAX_F16, 1, 0),
    NV_IR_MM(NVVM_FMAX_NAN_F16, MAX_F16, 0, NV_MODE_NANS), NV_IR_MM(NVVM_FMAX_FTZ_NAN_F16, MAX_F16, 1, NV_MODE_NANS),
    NV_IR_MM(NVVM_FMAX_F16X2, MAX_F16X2, 0, 0), NV_IR_MM(NVVM_FMAX_FTZ_F16X2, MAX_F16X2, 1, 0),
    NV_IR_MM(NVVM_FMAX_NAN_F16X2, MAX_F16X2, 0, NV_MODE_NANS), NV_IR_MM(NVVM_FMAX_FTZ_NAN_F16X2, MAX_F16X2, 1, NV_MODE_NANS),
    NV_IR_MM(NVVM_FMAX_BF16, MAX_BF16, 0, 0), NV_IR_MM(NVVM_FMAX_NAN_BF16, MAX_BF16, 0, NV_MODE_NANS),
    NV_IR_MM(NVVM_FMAX_BF16X2, MAX_BF16X2, 0, 0), NV_IR_MM(NVVM_FMAX_NAN_BF16X2, MAX_BF16X2, 0, NV_MODE_NANS),
    NV_IR_(NVVM_ABS_BF16, ABS_BF16, 0, 0, 0, 0), NV_IR_(NVVM_ABS_BF16X2, ABS_BF16X2, 0, 0, 0, 0),
    NV_IR_(NVVM_FMA_RN_RELU_F16, FMA_RELU_F16, NV_RND_RN, 0, 0, 0),
    NV_IR_(NVVM_FMA_RN_FTZ_RELU_F16, FMA_RELU_F16, NV_RND_RN, 1, 0, 0),
    NV_IR_(NVVM_FMA_RN_RELU_F16X2, FMA_RELU_F16X2, NV_RND_RN, 0, 0, 0),
    NV_IR_(NVVM_FMA_RN_FTZ_RELU_F16X2, FMA_RELU_F16X2, NV_RND_RN, 1, 0, 0),
    NV_IR_(NVVM_FMA_RN_RELU_BF16, FMA_RELU_BF16, NV_RND_RN, 0, 0, 0),
    NV_IR_(NVVM_FMA_RN_RELU_BF16X2, FMA_RELU_BF16X2, NV_RND_RN, 0, 0, 0),
    NV_IR_(NVVM_NEG_BF16, NEG_BF16, 0, 0, 0, 0), NV_IR_(NVVM_NEG_BF16X2, NEG_BF16X2, 0, 0, 0, 0),
    NV_IR_(NVVM_SATURATE_F, CVT_F32_F32, 0, 0, 0, 1),
    NV_IR_(NVVM_SATURATE_FTZ_F, CVT_F32_F32, 0, 1, 0, 1),
    NV_IR_(NVVM_SATURATE_D, CVT_F64_F64, 0, 0, 0, 1),
    NV_IR_(NVVM_FLOOR_F, CVT_F32_F32, NV_RND_RMI, 0, 0, 0),
    NV_IR_(NVVM_FLOOR_D, CVT_F64_F64, NV_RND_RMI, 0, 0, 0),
    NV_IR_(NVVM_CEIL_F, CVT_F32_F32, NV_RND_RPI, 0, 0, 0),
    NV_IR_(NVVM_CEIL_D, CVT_F64_F64, NV_RND_RPI, 0, 0, 0),
    NV_IR_(NVVM_TRUNC_F, CVT_F32_F32, NV_RND_RZI, 0, 0, 0),
    NV_IR_(NVVM_TRUNC_D, CVT_F64_F64, NV_RND_RZI, 0, 0, 0),
    NV_IR_(NVVM_ROUND_F, CVT_F32_F32, NV_RND_RNI, 0, 0, 0),
    NV_IR_(NVVM_ROUND_D, CVT_F64_F64, NV_RND_RNI, 0, 0, 0),
    NV_IR_(NVVM_MUL24_I, MUL24_LO_S32, 0, 0, 0, 0),
    NV_IR_(NVVM_MUL24_UI, MUL24_LO_U32, 0, 0, 0, 0),
    NV_IR_(NVVM_SAD_I, SAD_S32, 0, 0, 0, 0),
    NV_IR_(NVVM_SAD_UI, SAD_U32, 0, 0, 0, 0),
    NV_IR_(NVVM_PRMT, PRMT_B32, 0, 0, 0, 0),
    NV_IR_(NVVM_IDP4A_S_S, DP4A_S32_S32, 0, 0, 0, 0),
    NV_IR_(NVVM_IDP4A_U_U, DP4A_U32_U32, 0, 0, 0, 0),
    NV_IR_(NVVM_IDP4A_S_U, DP4A_S32_U32, 0, 0, 0, 0),
    NV_IR_(NVVM_IDP4A_U_S, DP4A_U32_S32, 0, 0, 0, 0),
    /* float -> int with an integer rounding mode, int -> float with a float one */
    NV_IR_CVT4(NVVM_F2I, CVT_S32_F32, NV_RND_RNI), NV_IR_CVT4(NVVM_F2UI, CVT_U32_F32, NV_RND_RNI),
    NV_IR_CVT4(NVVM_D2I, CVT_S32_F64, NV_RND_RNI), NV_IR_CVT4(NVVM_D2UI, CVT_U32_F64, NV_RND_RNI),
    NV_IR_CVT4(NVVM_F2LL, CVT_S64_F32, NV_RND_RNI), NV_IR_CVT4(NVVM_F2ULL, CVT_U64_F32, NV_RND_RNI),
    NV_IR_CVT4(NVVM_D2LL, CVT_S64_F64, NV_RND_RNI), NV_IR_CVT4(NVVM_D2ULL, CVT_U64_F64, NV_RND_RNI),
    NV_IR_CVT4(NVVM_I2F, CVT_F32_S32, NV_RND_RN), NV_IR_CVT4(NVVM_UI2F, CVT_F32_U32, NV_RND_RN),
    NV_IR_CVT4(NVVM_LL2F, CVT_F32_S64, NV_RND_RN), NV_IR_CVT4(NVVM_ULL2F, CVT_F32_U64, NV_RND_RN),
    NV_IR_CVT4(NVVM_I2D, CVT_F64_S32, NV_RND_RN), NV_IR_CVT4(NVVM_UI2D, CVT_F64_U32, NV_RND_RN),
    NV_IR_CVT4(NVVM_LL2D, CVT_F64_S64, NV_RND_RN), NV_IR_CVT4(NVVM_ULL2D, CVT_F64_U64, NV_RND_RN),
    NV_IR_CVT4(NVVM_D2F, CVT_F32_F64, NV_RND_RN),
    /* current LLVM (issue 11, part A) */
    NV_IR_(NVVM_FMA_RN_FTZ_F16, FMA_F16, NV_RND_RN, 1, 0, 0),
    NV_IR_(NVVM_FMA_RN_FTZ_F16X2, FMA_F16X2, NV_RND_RN, 1, 0, 0),
    NV_IR_(NVVM_FMA_RN_SAT_F16, FMA_F16, NV_RND_RN, 0, 0, 1),
    NV_IR_(NVVM_FMA_RN_FTZ_SAT_F16, FMA_F16, NV_RND_RN, 1, 0, 1),
    NV_IR_(NVVM_FMA_RN_SAT_F16X2, FMA_F16X2, NV_RND_RN, 0, 0, 1),
    NV_IR_(NVVM_FMA_RN_FTZ_SAT_F16X2, FMA_F16X2, NV_RND_RN, 1, 0, 1),
    NV_IR_(NVVM_FMA_RN_BF16, FMA_BF16, NV_RND_RN, 0, 0, 0),
    NV_IR_(NVVM_FMA_RN_BF16X2, FMA_BF16X2, NV_RND_RN, 0, 0, 0),
    NV_IR_(NVVM_BMSK_CLAMP, BMSK_CLAMP_B32, 0, 0, 0, 0),
    NV_IR_(NVVM_BMSK_WRAP, BMSK_WRAP_B32, 0, 0, 0, 0),
    /* mixed precision (issue 11, session 12) */
    NV_IR_(NVVM_ADD_RN_H_F, ADD_F32_F16, NV_RND_RN + 0, 0, 0, 0),
    NV_IR_(NVVM_ADD_RN_SAT_H_F, ADD_F32_F16, NV_RND_RN + 0, 0, 0, 1),
    NV_IR_(NVVM_ADD_RZ_H_F, ADD_F32_F16, NV_RND_RN + 1, 0, 0, 0),
    NV_IR_(NVVM_ADD_RZ_SAT_H_F, ADD_F32_F16, NV_RND_RN + 1, 0, 0, 1),
    NV_IR_(NVVM_ADD_RM_H_F, ADD_F32_F16, NV_RND_RN + 2, 0, 0, 0),
    NV_IR_(NVVM_ADD_RM_SAT_H_F, ADD_F32_F16, NV_RND_RN + 2, 0, 0, 1),
    NV_IR_(NVVM_ADD_RP_H_F, ADD_F32_F16, NV_RND_RN + 3, 0, 0, 0),
    NV_IR_(NVVM_ADD_RP_SAT_H_F, ADD_F32_F16, NV_RND_RN + 3, 0, 0, 1),
    NV_IR_(NVVM_ADD_RN_BF_F, ADD_F32_BF16, NV_RND_RN + 0, 0, 0, 0),
    NV_IR_(NVVM_ADD_RN_SAT_BF_F, ADD_F32_BF16, NV_RND_RN + 0, 0, 0, 1),
    NV_IR_(NVVM_ADD_RZ_BF_F, ADD_F32_BF16, NV_RND_RN + 1, 0, 0, 0),
    NV_IR_(NVVM_ADD_RZ_SAT_BF_F, ADD_F32_BF16, NV_RND_RN + 1, 0, 0, 1),
    NV_IR_(NVVM_ADD_RM_BF_F, ADD_F32_BF16, NV_RND_RN + 2, 0, 0, 0),
    NV_IR_(NVVM_ADD_RM_SAT_BF_F, ADD_F32_BF16, NV_RND_RN + 2, 0, 0, 1),
    NV_IR_(NVVM_ADD_RP_BF_F, ADD_F32_BF16, NV_RND_RN + 3, 0, 0, 0),
    NV_IR_(NVVM_ADD_RP_SAT_BF_F, ADD_F32_BF16, NV_RND_RN + 3, 0, 0, 1),
    NV_IR_(NVVM_SUB_RN_H_F, SUB_F32_F16, NV_RND_RN + 0, 0, 0, 0),
    NV_IR_(NVVM_SUB_RN_SAT_H_F, SUB_F32_F16, NV_RND_RN + 0, 0, 0, 1),
    NV_IR_(NVVM_SUB_RZ_H_F, SUB_F32_F16, NV_RND_RN + 1, 0, 0, 0),
    NV_IR_(NVVM_SUB_RZ_SAT_H_F, SUB_F32_F16, NV_RND_RN + 1, 0, 0, 1),
    NV_IR_(NVVM_SUB_RM_H_F, SUB_F32_F16, NV_RND_RN + 2, 0, 0, 0),
    NV_IR_(NVVM_SUB_RM_SAT_H_F, SUB_F32_F16, NV_RND_RN + 2, 0, 0, 1),
    NV_IR_(NVVM_SUB_RP_H_F, SUB_F32_F16, NV_RND_RN + 3, 0, 0, 0),
    NV_IR_(NVVM_SUB_RP_SAT_H_F, SUB_F32_F16, NV_RND_RN + 3, 0, 0, 1),
    NV_IR_(NVVM_SUB_RN_BF_F, SUB_F32_BF16, NV_RND_RN + 0, 0, 0, 0),
    NV_IR_(NVVM_SUB_RN_SAT_BF_F, SUB_F32_BF16, NV_RND_RN + 0, 0, 0, 1),
    NV_IR_(NVVM_SUB_RZ_BF_F, SUB_F32_BF16, NV_RND_RN + 1, 0, 0, 0),
    NV_IR_(NVVM_SUB_RZ_SAT_BF_F, SUB_F32_BF16, NV_RND_RN + 1, 0, 0, 1),
    NV_IR_(NVVM_SUB_RM_BF_F, SUB_F32_BF16, NV_RND_RN + 2, 0, 0, 0),
    NV_IR_(NVVM_SUB_RM_SAT_BF_F, SUB_F32_BF16, NV_RND_RN + 2, 0, 0, 1),
    NV_IR_(NVVM_SUB_RP_BF_F, SUB_F32_BF16, NV_RND_RN + 3, 0, 0, 0),
    NV_IR_(NVVM_SUB_RP_SAT_BF_F, SUB_F32_BF16, NV_RND_RN + 3, 0, 0, 1),
};

static nv_sreg nv_sreg_of_intr(unsigned id) {
  switch (id) {
  case NV_INTR_SREG_TID_X: return NV_SREG_TID_X;
  case NV_INTR_SREG_TID_Y: return NV_SREG_TID_Y;
  case NV_INTR_SREG_TID_Z: return NV_SREG_TID_Z;
  case NV_INTR_SREG_NTID_X: return NV_SREG_NTID_X;
  case NV_INTR_SREG_NTID_Y: return NV_SREG_NTID_Y;
  case NV_INTR_SREG_NTID_Z: return NV_SREG_NTID_Z;
  case NV_INTR_SREG_CTAID_X: return NV_SREG_CTAID_X;
  case NV_INTR_SREG_CTAID_Y: return NV_SREG_CTAID_Y;
  case NV_INTR_SREG_CTAID_Z: return NV_SREG_CTAID_Z;
  case NV_INTR_SREG_NCTAID_X: return NV_SREG_NCTAID_X;
  case NV_INTR_SREG_NCTAID_Y: return NV_SREG_NCTAID_Y;
  case NV_INTR_SREG_NCTAID_Z: return NV_SREG_NCTAID_Z;
  case NV_INTR_SREG_TID_W: return NV_SREG_TID_W;
  case NV_INTR_SREG_NTID_W: return NV_SREG_NTID_W;
  case NV_INTR_SREG_CTAID_W: return NV_SREG_CTAID_W;
  case NV_INTR_SREG_NCTAID_W: return NV_SREG_NCTAID_W;
  case NV_INTR_SREG_WARPSIZE: return NV_SREG_WARPSIZE;
  case NV_INTR_SREG_LANEID: return NV_SREG_LANEID;
  case NV_INTR_SREG_WARPID: return NV_SREG_WARPID;
  case NV_INTR_SREG_NWARPID: return NV_SREG_NWARPID;
  case NV_INTR_SREG_SMID: return NV_SREG_SMID;
  case NV_INTR_SREG_NSMID: return NV_SREG_NSMID;
  /* clang 14 declares %gridid i32: the same register read by mov.u32, which ptxas takes */
  case NV_INTR_SREG_GRIDID: case NV_INTR_SREG_GRIDID_I32: return NV_SREG_GRIDID;
  case NV_INTR_SREG_LANEMASK_EQ: return NV_SREG_LANEMASK_EQ;
  case NV_INTR_SREG_LANEMASK_LE: return NV_SREG_LANEMASK_LE;
  case NV_INTR_SREG_LANEMASK_LT: return NV_SREG_LANEMASK_LT;
  case NV_INTR_SREG_LANEMASK_GE: return NV_SREG_LANEMASK_GE;
  case NV_INTR_SREG_LANEMASK_GT: return NV_SREG_LANEMASK_GT;
  case NV_INTR_SREG_CLOCK: return NV_SREG_CLOCK;
  case NV_INTR_SREG_CLOCK64: case NV_INTR_READCYCLECOUNTER: return NV_SREG_CLOCK64;
  case NV_INTR_SREG_GLOBALTIMER: return NV_SREG_GLOBALTIMER;
  case NV_INTR_SREG_PM0: return NV_SREG_PM0;
  case NV_INTR_SREG_PM1: return NV_SREG_PM1;
  case NV_INTR_SREG_PM2: return NV_SREG_PM2;
  case NV_INTR_SREG_PM3: return NV_SREG_PM3;
  /* clusters (sm_90) */
  case NV_INTR_SREG_CLUSTERID_X: return NV_SREG_CLUSTERID_X;
  case NV_INTR_SREG_CLUSTERID_Y: return NV_SREG_CLUSTERID_Y;
  case NV_INTR_SREG_CLUSTERID_Z: return NV_SREG_CLUSTERID_Z;
  case NV_INTR_SREG_NCLUSTERID_X: return NV_SREG_NCLUSTERID_X;
  case NV_INTR_SREG_NCLUSTERID_Y: return NV_SREG_NCLUSTERID_Y;
  case NV_INTR_SREG_NCLUSTERID_Z: return NV_SREG_NCLUSTERID_Z;
  case NV_INTR_SREG_CLUSTER_CTAID_X: return NV_SREG_CLUSTER_CTAID_X;
  case NV_INTR_SREG_CLUSTER_CTAID_Y: return NV_SREG_CLUSTER_CTAID_Y;
  case NV_INTR_SREG_CLUSTER_CTAID_Z: return NV_SREG_CLUSTER_CTAID_Z;
  case NV_INTR_SREG_CLUSTER_NCTAID_X: return NV_SREG_CLUSTER_NCTAID_X;
  case NV_INTR_SREG_CLUSTER_NCTAID_Y: return NV_SREG_CLUSTER_NCTAID_Y;
  case NV_INTR_SREG_CLUSTER_NCTAID_Z: return NV_SREG_CLUSTER_NCTAID_Z;
  case NV_INTR_SREG_CLUSTERID_W: return NV_SREG_CLUSTERID_W;
  case NV_INTR_SREG_NCLUSTERID_W: return NV_SREG_NCLUSTERID_W;
  case NV_INTR_SREG_CLUSTER_CTAID_W: return NV_SREG_CLUSTER_CTAID_W;
  case NV_INTR_SREG_CLUSTER_NCTAID_W: return NV_SREG_CLUSTER_NCTAID_W;
  case NV_INTR_SREG_CLUSTER_CTARANK: return NV_SREG_CLUSTER_CTARANK;
  case NV_INTR_SREG_CLUSTER_NCTARANK: return NV_SREG_CLUSTER_NCTARANK;
  case NV_INTR_SREG_IS_EXPLICIT_CLUSTER: case NV_INTR_IS_EXPLICIT_CLUSTER: return NV_SREG_IS_EXPLICIT_CLUSTER;
  default:
    if (id >= NV_INTR_SREG_ENVREG0 && id <= NV_INTR_SREG_ENVREG31)
      return (nv_sreg)(NV_SREG_ENVREG0 + (id - NV_INTR_SREG_ENVREG0));
    return NV_SREG_COUNT;
  }
}

/* Operands of an intrinsic node without its chain. */
static unsigned nv_intr_args(nv_sdnode *n, nv_sdval *args, unsigned max) {
  unsigned i, k = 0;
  for (i = n->op == NV_ISD_INTRINSIC_WO_CHAIN ? 0 : 1; i < n->nops && k < max; i++) args[k++] = nv_sdop(n, i);
  return k;
}

static nv_sdval nv_sel_i32(nv_sel *S, uint64_t v) { return nv_sel_const(S, NV_EVT_INT(32), v); }

/* i32 != 0 as a predicate. */
static nv_sdval nv_sel_to_pred(nv_sel *S, nv_sdval v) {
  nv_mmods *m = nv_mods_new(S);
  nv_sdval ops[2];
  if (nv_sdval_vt(v) == NV_EVT_INT(1)) return v;
  m->cmp = NV_CMP_NE;
  ops[0] = v;
  ops[1] = nv_sel_const(S, nv_sdval_vt(v), 0);
  return nv_mval(S, nv_sel_setp_row(nv_sdval_vt(v), 0), m, NV_EVT_INT(1), ops, 2);
}

/* ---- NVVM intrinsics matched by name ----
 * The reader knows more NVVM intrinsics than the table ids above (clang's rounding-mode
 * builtins, bf16/tf32 conversions, pre-Volta warp operations, ...); they are selected
 * from their names, which stay the same whichever table lists them. */

static unsigned nv_rnd_of_token(const char *t, int integer) {
  if (!strcmp(t, "rn")) return integer ? NV_RND_RNI : NV_RND_RN;
  if (!strcmp(t, "rz")) return integer ? NV_RND_RZI : NV_RND_RZ;
  if (!strcmp(t, "rm")) return integer ? NV_RND_RMI : NV_RND_RM;
  if (!strcmp(t, "rp")) return integer ? NV_RND_RPI : NV_RND_RP;
  if (!strcmp(t, "rna")) return NV_RND_RNA;
  return NV_RND_NONE;
}

static int nv_select_intrinsic_by_name(nv_sel *S, nv_sdnode *n, const nv_sdval *a, unsigned na) {
  const char *full = nv_intrinsic_info_of(n->u.intr)->name, *nm;
  char tok[6][16];
  unsigned nt = 0, row = NV_PTX_COUNT, k;
  nv_mmods *m = nv_mods_new(S);
  nv_evt vt = n->vts[0];
  nv_sdval ops[4];
  int has_ftz = 0, has_relu = 0;
  if (strncmp(full, "llvm.nvvm.", 10)) return nv_sel_fail(S, n, "unsupported intrinsic");
  nm = full + 10;
  /* split at dots */
  while (*nm && nt < 6) {
    size_t l = strcspn(nm, ".");
    if (l >= sizeof tok[0]) l = sizeof tok[0] - 1;
    memcpy(tok[nt], nm, l);
    tok[nt][l] = 0;
    nt++;
    nm += strcspn(nm, ".");
    if (*nm == '.') nm++;
  }
  for (k = 1; k < nt; k++) {
    if (!strcmp(tok[k], "ftz")) has_ftz = 1;
    if (!strcmp(tok[k], "relu")) has_relu = 1;
  }
  m->ftz = (uint8_t)has_ftz;
  if (has_relu) m->mode = NV_MODE_RELU;
  if (nt >= 3 && (!strcmp(tok[0], "add") || !strcmp(tok[0], "mul") || !strcmp(tok[0], "div") ||
                  !strcmp(tok[0], "fma") || !strcmp(tok[0], "rcp") || !strcmp(tok[0], "sqrt"))) {
    int d = !strcmp(tok[nt - 1], "d");
    m->rnd = (uint8_t)nv_rnd_of_token(tok[1], 0);
    if (!strcmp(tok[0], "add") && na == 2 && n->op == NV_ISD_INTRINSIC_WO_CHAIN && a[1].n->op == NV_ISD_FNEG) {
      /* x + (-y) in the mode is sub.<rnd> x, y: the same rounding of the same exact
       * difference, signed zeros included (what clang's __fsub_rd etc. become) */
      row = d ? NV_PTX_SUB_F64 : NV_PTX_SUB_F32;
      ops[0] = a[0];
      ops[1] = nv_sdop(a[1].n, 0);
      if (!nv_row_ok(S, n, row)) return 0;
      nv_sel_replace_val(S, n, nv_mval(S, row, m, vt, ops, 2));
      return 1;
    } else if (!strcmp(tok[0], "add")) row = d ? NV_PTX_ADD_F64 : NV_PTX_ADD_F32;
    else if (!strcmp(tok[0], "mul")) row = d ? NV_PTX_MUL_F64 : NV_PTX_MUL_F32;
    else if (!strcmp(tok[0], "div")) row = d ? NV_PTX_DIV_F64 : NV_PTX_DIV_F32;
    else if (!strcmp(tok[0], "fma")) row = d ? NV_PTX_FMA_F64 : NV_PTX_FMA_F32;
    else if (!strcmp(tok[0], "rcp")) row = d ? NV_PTX_RCP_F64 : NV_PTX_RCP_F32;
    else row = d ? NV_PTX_SQRT_F64 : NV_PTX_SQRT_F32;
  } else if (nt >= 2 && (!strcmp(tok[0], "floor") || !strcmp(tok[0], "ceil") || !strcmp(tok[0], "trunc") ||
                         !strcmp(tok[0], "round"))) {
    m->rnd = !strcmp(tok[0], "floor") ? NV_RND_RMI : !strcmp(tok[0], "ceil") ? NV_RND_RPI
           : !strcmp(tok[0], "trunc") ? NV_RND_RZI : NV_RND_RNI;
    row = vt == NV_SC_F64 ? NV_PTX_CVT_F64_F64 : NV_PTX_CVT_F32_F32;
  } else if (nt >= 2 && !strcmp(tok[0], "d2f")) {
    m->rnd = (uint8_t)nv_rnd_of_token(tok[1], 0);
    row = NV_PTX_CVT_F32_F64;
  } else if (nt >= 2 && (!strcmp(tok[0], "f2i") || !strcmp(tok[0], "f2ui") || !strcmp(tok[0], "f2ll") ||
                         !strcmp(tok[0], "f2ull"))) {
    m->rnd = (uint8_t)nv_rnd_of_token(tok[1], 1);
    row = !strcmp(tok[0], "f2i") ? NV_PTX_CVT_S32_F32 : !strcmp(tok[0], "f2ui") ? NV_PTX_CVT_U32_F32
        : !strcmp(tok[0], "f2ll") ? NV_PTX_CVT_S64_F32 : NV_PTX_CVT_U64_F32;
  } else if (nt >= 2 && !strcmp(tok[0], "f2h")) {
    m->rnd = NV_RND_RN;
    row = NV_PTX_CVT_F16_F32;
  } else if (nt >= 2 && !strcmp(tok[0], "f2bf16")) {
    m->rnd = (uint8_t)nv_rnd_of_token(tok[1], 0);
    row = NV_PTX_CVT_BF16_F32;
  } else if (nt >= 2 && (!strcmp(tok[0], "ff2bf16x2") || !strcmp(tok[0], "ff2f16x2"))) {
    m->rnd = (uint8_t)nv_rnd_of_token(tok[1], 0);
    row = !strcmp(tok[0], "ff2bf16x2") ? NV_PTX_CVT_BF16X2_F32 : NV_PTX_CVT_F16X2_F32;
  } else if (nt >= 2 && !strcmp(tok[0], "f2tf32")) {
    int satf = !strcmp(tok[nt - 1], "satfinite");
    m->rnd = (uint8_t)nv_rnd_of_token(tok[1], 0);
    if (!strcmp(tok[1], "rna")) row = satf ? NV_PTX_CVT_TF32_F32_SATF : NV_PTX_CVT_TF32_F32;
    else row = satf ? NV_PTX_CVT_TF32_F32_RNZ_SATF : NV_PTX_CVT_TF32_F32_RNZ;
  } else if (nt == 1 && !strcmp(tok[0], "fns")) {
    row = NV_PTX_FNS_B32;
    m = NULL;
  } else if (nt >= 2 && !strcmp(tok[0], "rotate")) {
    int right = nt >= 3 && !strcmp(tok[1], "right");
    if (vt == NV_EVT_INT(32)) {
      ops[0] = a[0];
      ops[1] = a[0];
      ops[2] = a[1];
      nv_sel_replace_val(S, n, nv_mval(S, right ? NV_PTX_SHF_R_WRAP_B32 : NV_PTX_SHF_L_WRAP_B32, NULL, vt, ops, 3));
      return 1;
    } else {
      /* (x << s) | (x >> (64 - s)) with s in 0..63; PTX clamps a shift by 64 to 0 */
      nv_sdval sh, x, y;
      ops[0] = a[1];
      ops[1] = nv_sel_const(S, NV_EVT_INT(32), 63);
      sh = nv_mval(S, NV_PTX_AND_B32, NULL, NV_EVT_INT(32), ops, 2);
      ops[0] = nv_sel_const(S, NV_EVT_INT(32), 64);
      ops[1] = sh;
      y = nv_mval(S, NV_PTX_SUB_S32, NULL, NV_EVT_INT(32), ops, 2);
      ops[0] = a[0];
      ops[1] = sh;
      x = nv_mval(S, right ? NV_PTX_SHR_U64 : NV_PTX_SHL_B64, NULL, vt, ops, 2);
      ops[1] = y;
      y = nv_mval(S, right ? NV_PTX_SHL_B64 : NV_PTX_SHR_U64, NULL, vt, ops, 2);
      ops[0] = x;
      ops[1] = y;
      nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_OR_B64, NULL, vt, ops, 2));
      return 1;
    }
  } else if (nt >= 2 && (!strcmp(tok[0], "swap") || !strcmp(tok[0], "d2i") || !strcmp(tok[0], "lohi"))) {
    nv_evt two[2];
    nv_sdnode *u;
    two[0] = two[1] = NV_EVT_INT(32);
    if (!strcmp(tok[0], "lohi")) {
      ops[0] = a[0];
      ops[1] = a[1];
      nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_PACK_B64, NULL, vt, ops, 2));
      return 1;
    }
    u = nv_mnode(S, NV_PTX_UNPACK_B64, NULL, two, 2, 0, a, 1);
    if (!strcmp(tok[0], "d2i")) {
      nv_sel_replace_val(S, n, nv_sdval_of(u, !strcmp(tok[1], "hi")));
      return 1;
    }
    ops[0] = nv_sdval_of(u, 1);
    ops[1] = nv_sdval_of(u, 0);
    nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_PACK_B64, NULL, vt, ops, 2));
    return 1;
  } else if (nt >= 3 && !strcmp(tok[0], "shfl") && n->op != NV_ISD_INTRINSIC_WO_CHAIN) {
    /* pre-Volta shfl (no member mask): shfl.sync over the whole warp, the only form
     * sm_70 and later have; the .i32p/.f32p forms also give the predicate (shfl.sync's |p) */
    static const char *const modes[4] = {"idx", "up", "down", "bfly"};
    static const uint8_t mcodes[4] = {NV_MODE_IDX, NV_MODE_UP, NV_MODE_DOWN, NV_MODE_BFLY};
    nv_evt rv[2];
    unsigned nv = 0;
    nv_sdnode *mn;
    for (k = 0; k < n->nres && nv < 2; k++)
      if (n->vts[k] != NV_EVT_OTHER) rv[nv++] = n->vts[k];
    for (k = 0; k < 4; k++)
      if (!strcmp(tok[1], modes[k])) m->mode = mcodes[k];
    ops[0] = a[0];
    ops[1] = a[1];
    ops[2] = a[2];
    ops[3] = nv_sel_const(S, NV_EVT_INT(32), 0xffffffffu);
    {
      nv_sdval o5[5];
      for (k = 0; k < 4; k++) o5[k] = ops[k];
      o5[4] = nv_sdop(n, 0);
      mn = nv_mnode(S, nv == 2 ? NV_PTX_SHFL_SYNC_P : NV_PTX_SHFL_SYNC, m, rv, nv ? nv : 1, 1, o5, 5);
    }
    nv_sel_replace(S, n, mn);
    return 1;
  } else if (nt >= 2 && !strcmp(tok[0], "vote") && n->op != NV_ISD_INTRINSIC_WO_CHAIN) {
    nv_sdval o3[3];
    nv_sdnode *mn;
    o3[0] = a[0];
    o3[1] = nv_sel_const(S, NV_EVT_INT(32), 0xffffffffu);
    o3[2] = nv_sdop(n, 0);
    if (!strcmp(tok[1], "ballot")) {
      mn = nv_mnode(S, NV_PTX_VOTE_SYNC_BALLOT, NULL, &vt, 1, 1, o3, 3);
    } else {
      m->mode = !strcmp(tok[1], "all") ? NV_MODE_ALL : !strcmp(tok[1], "any") ? NV_MODE_ANY : NV_MODE_UNI;
      mn = nv_mnode(S, NV_PTX_VOTE_SYNC, m, &vt, 1, 1, o3, 3);
    }
    nv_sel_replace(S, n, mn);
    return 1;
  }
  if (row >= NV_PTX_COUNT || n->op != NV_ISD_INTRINSIC_WO_CHAIN) return nv_sel_fail(S, n, "unsupported intrinsic");
  if (!nv_row_ok(S, n, row)) return 0;
  nv_sel_replace_val(S, n, nv_mval(S, row, m, vt, a, na));
  return 1;
}

/* ---- the narrow floating-point formats (NV_NARROW_FP_INTRINSICS) ----
 * One row each; .relu is the {mode}, ue8m0's rounding the {rnd}. The fp6 / fp4 / ue8m0 forms
 * exist on the architecture-specific Blackwell targets only (sm_100a, 101a, 103a, 110a,
 * 120a, 121a and the family targets: ptxas 13 refuses them on plain sm_100 / sm_120).
 * e2m1x2 lives in a byte, which PTX has only as a .b8 register: TEMPLATE rows convert
 * through a scoped one. The PTX row, .relu and rounding of each intrinsic are columns of its
 * row in ir/intrinsics.h. Returns 1 when selected, 0 when n is not one of them, -1 on error. */
static int nv_select_narrow_cvt(nv_sel *S, nv_sdnode *n, unsigned id) {
  /* the rows of NV_NARROW_CVT_ROWS (ir/intrinsics.h): the intrinsic, its PTX row, .relu,
   * the rounding */
#define NV_NARROW_SEL_ROW(X, ID, name, ret, params, row, relu, rnd) \
  {NV_INTR_##ID, NV_PTX_##row, relu, NV_RND_##rnd},
  static const struct {
    unsigned id, row;
    uint8_t relu, rnd;
  } t[] = {NV_NARROW_CVT_ROWS(NV_NARROW_SEL_ROW, _)};
#undef NV_NARROW_SEL_ROW
  /* the e2m1x2 spellings: operands $0 (result), $1, $2 */
  static const char *const e2m1_text[4] = {
      "{\n\t.reg .b8 %e2m1x2_out;\n\tcvt.rn.satfinite.e2m1x2.f32 %e2m1x2_out, $1, $2;\n\tcvt.u16.u8 $0, %e2m1x2_out;\n\t}",
      "{\n\t.reg .b8 %e2m1x2_out;\n\tcvt.rn.satfinite.relu.e2m1x2.f32 %e2m1x2_out, $1, $2;\n\tcvt.u16.u8 $0, %e2m1x2_out;\n\t}",
      "{\n\t.reg .b8 %e2m1x2_in;\n\tcvt.u8.u16 %e2m1x2_in, $1;\n\tcvt.rn.f16x2.e2m1x2 $0, %e2m1x2_in;\n\t}",
      "{\n\t.reg .b8 %e2m1x2_in;\n\tcvt.u8.u16 %e2m1x2_in, $1;\n\tcvt.rn.relu.f16x2.e2m1x2 $0, %e2m1x2_in;\n\t}"};
  unsigned i, na, row;
  nv_sdval a[5], ops[3];
  nv_mmods *m;
  char mn[64];
  memset(a, 0, sizeof a); /* every row has an operand; gcc -O1 cannot see that na >= 1 */
  for (i = 0; i < NV_ARRAY_LEN(t) && t[i].id != id; i++) {
  }
  if (i == NV_ARRAY_LEN(t)) return 0;
  row = t[i].row;
  if (!strncmp(nv_ptx_info_of(row)->tmpl, "cvt.rs", 6)) {
    /* stochastic rounding: ptxas 13 takes it on sm_100a and sm_103a only */
    char suffix = S->s->cg->tgt.suffix;
    if ((S->sm != 100 && S->sm != 103) || suffix != 'a') {
      nv_isel_error(S->s, n->ir,
                    "'%s' (%s) needs sm_100a or sm_103a (stochastic rounding exists on no other target), but the "
                    "target is sm_%u%s",
                    nv_intrinsic_info_of(id)->name, nv_row_mnemonic(row, mn, sizeof mn), S->sm,
                    suffix == 'a' ? "a" : suffix == 'f' ? "f" : "");
      return -1;
    }
  } else if (nv_ptx_info_of(row)->min_sm >= 100) {
    char suffix = S->s->cg->tgt.suffix;
    if (S->sm < 100 || (suffix != 'a' && suffix != 'f')) {
      nv_isel_error(S->s, n->ir,
                    "'%s' (%s) needs an architecture-specific Blackwell target (sm_100a, sm_101a, sm_103a, sm_110a, "
                    "sm_120a, sm_121a or a family target such as sm_100f), but the target is sm_%u%s",
                    nv_intrinsic_info_of(id)->name, nv_row_mnemonic(row, mn, sizeof mn), S->sm,
                    suffix == 'a' ? "a" : suffix == 'f' ? "f" : "");
      return -1;
    }
  }
  if (!nv_row_ok(S, n, row)) return -1;
  na = nv_intr_args(n, a, 5);
  if (row == NV_PTX_CVT_E2M1X2_F32 || row == NV_PTX_CVT_F16X2_E2M1X2) {
    unsigned k = (row == NV_PTX_CVT_F16X2_E2M1X2 ? 2u : 0u) + t[i].relu;
    ops[0] = nv_dag_external_symbol(S->d, e2m1_text[k]);
    ops[1] = a[0];
    ops[2] = na > 1 ? a[1] : a[0];
    nv_sel_replace_val(S, n, nv_mval(S, row, NULL, n->vts[0], ops, na > 1 ? 3 : 2));
    return 1;
  }
  m = nv_mods_new(S);
  if (t[i].relu) m->mode = NV_MODE_RELU;
  m->rnd = t[i].rnd;
  nv_sel_replace_val(S, n, nv_mval(S, row, m, n->vts[0], a, na));
  return 1;
}

static int nv_select_intrinsic(nv_sel *S, nv_sdnode *n) {
  unsigned id = n->u.intr, i, na, row = NV_PTX_COUNT, nvals = 0;
  nv_sdval a[8], ops[8];
  nv_evt vts[3];
  nv_mmods *m = NULL;
  int chained = n->op != NV_ISD_INTRINSIC_WO_CHAIN;
  nv_sdnode *mn;
  if (nv_texture_family(id)) return nv_select_texture(S, n);
  if (nv_intrinsic_info_of(id)->ret[0] == '@') return nv_select_tensor(S, n);
  if (nv_bulk_family(id)) return nv_select_bulk(S, n, id);
  {
    int r = nv_select_hopper_misc(S, n, id);
    if (r) return r > 0;
  }
  {
    int r = nv_select_async(S, n, id);
    if (r) return r > 0;
  }
  {
    int r = nv_select_narrow_cvt(S, n, id);
    if (r) return r > 0;
  }
  na = nv_intr_args(n, a, 7);
  for (i = 0; i < n->nres; i++)
    if (n->vts[i] != NV_EVT_OTHER) vts[nvals++] = n->vts[i];
  for (i = 0; i < NV_ARRAY_LEN(nv_intr_rows); i++) {
    const nv_intr_row *r = &nv_intr_rows[i];
    if (r->id != id) continue;
    if (!nv_row_ok(S, n, r->row)) return 0;
    m = nv_mods_new(S);
    m->rnd = r->rnd;
    m->ftz = r->ftz;
    m->approx = r->approx;
    m->sat = r->sat;
    m->mode = r->mode;
    nv_sel_replace_val(S, n, nv_mval(S, r->row, m, n->vts[0], a, na));
    return 1;
  }
  {
    nv_sreg sr = nv_sreg_of_intr(id);
    if (sr != NV_SREG_COUNT) {
      int side = id == NV_INTR_SREG_CLOCK || id == NV_INTR_SREG_CLOCK64 || id == NV_INTR_READCYCLECOUNTER ||
                 id == NV_INTR_SREG_GLOBALTIMER || (id >= NV_INTR_SREG_PM0 && id <= NV_INTR_SREG_PM3);
      int w64 = n->vts[0] == NV_EVT_INT(64);
      ops[0] = nv_sel_i32(S, sr);
      if (sr >= NV_SREG_CLUSTERID_X) {
        /* cluster registers: rows of their own, which carry sm_90 / PTX 7.8 */
        row = sr == NV_SREG_IS_EXPLICIT_CLUSTER ? NV_PTX_MOV_PRED_SREG_CLUSTER : NV_PTX_MOV_U32_SREG_CLUSTER;
        if (!nv_row_ok(S, n, row)) return 0;
        nv_sel_replace_val(S, n, nv_mval(S, row, NULL, n->vts[0], ops, 1));
        return 1;
      }
      if (side) {
        ops[1] = nv_sdop(n, 0);
        mn = nv_mnode(S, w64 ? NV_PTX_MOV_U64_SREG_SIDE : NV_PTX_MOV_U32_SREG_SIDE, NULL, vts, 1, chained, ops, chained ? 2 : 1);
        nv_sel_replace(S, n, mn);
      } else {
        nv_sel_replace_val(S, n, nv_mval(S, w64 ? NV_PTX_MOV_U64_SREG : NV_PTX_MOV_U32_SREG, NULL, n->vts[0], ops, 1));
      }
      return 1;
    }
  }
  switch (id) {
  case NV_INTR_BARRIER0: ops[0] = nv_sel_i32(S, 0); na = 1; row = NV_PTX_BAR_SYNC; break;
  case NV_INTR_BAR_SYNC: case NV_INTR_BARRIER_N: ops[0] = a[0]; na = 1; row = NV_PTX_BAR_SYNC; break;
  case NV_INTR_BARRIER: ops[0] = a[0]; ops[1] = a[1]; na = 2; row = NV_PTX_BAR_SYNC_CNT; break;
  case NV_INTR_BARRIER_SYNC: ops[0] = a[0]; na = 1; row = NV_PTX_BARRIER_SYNC; break;
  case NV_INTR_BARRIER_SYNC_CNT: ops[0] = a[0]; ops[1] = a[1]; na = 2; row = NV_PTX_BARRIER_SYNC_CNT; break;
  case NV_INTR_BAR_WARP_SYNC: ops[0] = a[0]; na = 1; row = NV_PTX_BAR_WARP_SYNC; break;
  case NV_INTR_MEMBAR_CTA: na = 0; row = NV_PTX_MEMBAR_CTA; break;
  case NV_INTR_MEMBAR_GL: na = 0; row = NV_PTX_MEMBAR_GL; break;
  case NV_INTR_MEMBAR_SYS: na = 0; row = NV_PTX_MEMBAR_SYS; break;
  case NV_INTR_FENCE_SC_CLUSTER: case NV_INTR_FENCE_ACQ_REL_CLUSTER:
    /* before sm_90 a cluster is one block: the fence narrows to .cta (as LLVM does) */
    m = nv_mods_new(S);
    m->scope = S->sm >= 90 && S->ptx >= 78 ? NV_SCOPE_CLUSTER : NV_SCOPE_CTA;
    na = 0;
    row = id == NV_INTR_FENCE_SC_CLUSTER ? NV_PTX_FENCE_SC : NV_PTX_FENCE_ACQ_REL;
    break;
  case NV_INTR_TRAP: na = 0; row = NV_PTX_TRAP; break;
  case NV_INTR_NVVM_EXIT: na = 0; row = NV_PTX_EXIT_THREAD; break;
  /* sm_90 bulk copies: groups and proxy fences */
  case NV_INTR_CP_ASYNC_BULK_COMMIT_GROUP: na = 0; row = NV_PTX_CP_ASYNC_BULK_COMMIT_GROUP; break;
  case NV_INTR_CP_ASYNC_BULK_WAIT_GROUP: case NV_INTR_CP_ASYNC_BULK_WAIT_GROUP_READ:
    if (a[0].n->op != NV_ISD_CONSTANT) {
      nv_isel_error(S->s, n->ir, "the group count of %s must be a constant", nv_intrinsic_info_of(id)->name);
      return 0;
    }
    ops[0] = a[0];
    na = 1;
    row = id == NV_INTR_CP_ASYNC_BULK_WAIT_GROUP ? NV_PTX_CP_ASYNC_BULK_WAIT_GROUP : NV_PTX_CP_ASYNC_BULK_WAIT_GROUP_READ;
    break;
  case NV_INTR_FENCE_PROXY_ALIAS: na = 0; row = NV_PTX_FENCE_PROXY_ALIAS; break;
  case NV_INTR_FENCE_PROXY_ASYNC: na = 0; row = NV_PTX_FENCE_PROXY_ASYNC; break;
  case NV_INTR_FENCE_PROXY_ASYNC_GLOBAL: na = 0; row = NV_PTX_FENCE_PROXY_ASYNC_GLOBAL; break;
  case NV_INTR_FENCE_PROXY_ASYNC_SHARED_CTA: na = 0; row = NV_PTX_FENCE_PROXY_ASYNC_SHARED_CTA; break;
  case NV_INTR_FENCE_PROXY_ASYNC_SHARED_CLUSTER: na = 0; row = NV_PTX_FENCE_PROXY_ASYNC_SHARED_CLUSTER; break;
  /* clusters (sm_90) */
  case NV_INTR_BARRIER_CLUSTER_ARRIVE: na = 0; row = NV_PTX_BARRIER_CLUSTER_ARRIVE; break;
  case NV_INTR_BARRIER_CLUSTER_ARRIVE_RELAXED: na = 0; row = NV_PTX_BARRIER_CLUSTER_ARRIVE_RELAXED; break;
  case NV_INTR_BARRIER_CLUSTER_ARRIVE_ALIGNED: na = 0; row = NV_PTX_BARRIER_CLUSTER_ARRIVE_ALIGNED; break;
  case NV_INTR_BARRIER_CLUSTER_ARRIVE_RELAXED_ALIGNED: na = 0; row = NV_PTX_BARRIER_CLUSTER_ARRIVE_RELAXED_ALIGNED; break;
  case NV_INTR_BARRIER_CLUSTER_WAIT: na = 0; row = NV_PTX_BARRIER_CLUSTER_WAIT; break;
  case NV_INTR_BARRIER_CLUSTER_WAIT_ALIGNED: na = 0; row = NV_PTX_BARRIER_CLUSTER_WAIT_ALIGNED; break;
  case NV_INTR_GRIDDEPCONTROL_WAIT: na = 0; row = NV_PTX_GRIDDEPCONTROL_WAIT; break;
  case NV_INTR_GRIDDEPCONTROL_LAUNCH_DEPENDENTS: na = 0; row = NV_PTX_GRIDDEPCONTROL_LAUNCH_DEPENDENTS; break;
  case NV_INTR_MAPA: case NV_INTR_GETCTARANK: case NV_INTR_MAPA_SHARED_CLUSTER: case NV_INTR_MAPA_SHARED_CLUSTER_P3:
  case NV_INTR_GETCTARANK_SHARED_CLUSTER: {
    int mapa = id != NV_INTR_GETCTARANK && id != NV_INTR_GETCTARANK_SHARED_CLUSTER;
    row = id == NV_INTR_MAPA ? NV_PTX_MAPA_U64 : id == NV_INTR_GETCTARANK ? NV_PTX_GETCTARANK_U64
        : id == NV_INTR_GETCTARANK_SHARED_CLUSTER ? NV_PTX_GETCTARANK_SHARED_CLUSTER_U64 : NV_PTX_MAPA_SHARED_CLUSTER_U64;
    if (!nv_row_ok(S, n, row)) return 0;
    nv_sel_replace_val(S, n, nv_mval(S, row, NULL, n->vts[0], a, mapa ? 2 : 1));
    return 1;
  }
  case NV_INTR_ELECT_SYNC: ops[0] = a[0]; na = 1; row = NV_PTX_ELECT_SYNC; break;
  case NV_INTR_DEBUGTRAP: na = 0; row = NV_PTX_BRKPT; break;
  case NV_INTR_BARRIER0_AND: case NV_INTR_BARRIER0_OR: case NV_INTR_BARRIER0_POPC: {
    /* bar.red: predicate in, predicate (and/or) or count (popc) out */
    nv_evt rv = id == NV_INTR_BARRIER0_POPC ? NV_EVT_INT(32) : NV_EVT_INT(1);
    nv_sdval r;
    ops[0] = nv_sel_i32(S, 0);
    ops[1] = nv_sel_to_pred(S, a[0]);
    ops[2] = nv_sdop(n, 0);
    row = id == NV_INTR_BARRIER0_AND ? NV_PTX_BAR_RED_AND : id == NV_INTR_BARRIER0_OR ? NV_PTX_BAR_RED_OR : NV_PTX_BAR_RED_POPC;
    mn = nv_mnode(S, row, NULL, &rv, 1, 1, ops, 3);
    r = nv_sdval_of(mn, 0);
    if (rv == NV_EVT_INT(1)) {
      ops[0] = nv_sel_i32(S, 1);
      ops[1] = nv_sel_i32(S, 0);
      ops[2] = r;
      r = nv_mval(S, NV_PTX_SELP_B32, NULL, NV_EVT_INT(32), ops, 3);
    }
    nv_dag_rauw(S->d, nv_sdval_of(n, 0), r);
    nv_dag_rauw(S->d, nv_sdval_of(n, 1), nv_sdval_of(mn, 1));
    nv_dag_delete_node(S->d, n);
    return 1;
  }
  case NV_INTR_SHFL_SYNC_IDX_I32: case NV_INTR_SHFL_SYNC_UP_I32: case NV_INTR_SHFL_SYNC_DOWN_I32:
  case NV_INTR_SHFL_SYNC_BFLY_I32: case NV_INTR_SHFL_SYNC_IDX_F32: case NV_INTR_SHFL_SYNC_UP_F32:
  case NV_INTR_SHFL_SYNC_DOWN_F32: case NV_INTR_SHFL_SYNC_BFLY_F32: case NV_INTR_SHFL_SYNC_IDX_I32P:
  case NV_INTR_SHFL_SYNC_UP_I32P: case NV_INTR_SHFL_SYNC_DOWN_I32P: case NV_INTR_SHFL_SYNC_BFLY_I32P:
  case NV_INTR_SHFL_SYNC_IDX_F32P: case NV_INTR_SHFL_SYNC_UP_F32P: case NV_INTR_SHFL_SYNC_DOWN_F32P:
  case NV_INTR_SHFL_SYNC_BFLY_F32P: {
    static const uint8_t modes[4] = {NV_MODE_IDX, NV_MODE_UP, NV_MODE_DOWN, NV_MODE_BFLY};
    unsigned k = id >= NV_INTR_SHFL_SYNC_IDX_I32P ? id - NV_INTR_SHFL_SYNC_IDX_I32P
               : id - NV_INTR_SHFL_SYNC_IDX_I32;
    m = nv_mods_new(S);
    m->mode = modes[k % 4];
    /* intrinsic (mask, value, lane, clamp) -> shfl.sync d, value, lane, clamp, mask */
    ops[0] = a[1];
    ops[1] = a[2];
    ops[2] = a[3];
    ops[3] = a[0];
    na = 4;
    row = nvals == 2 ? NV_PTX_SHFL_SYNC_P : NV_PTX_SHFL_SYNC;
    break;
  }
  case NV_INTR_VOTE_ALL_SYNC: case NV_INTR_VOTE_ANY_SYNC: case NV_INTR_VOTE_UNI_SYNC:
    m = nv_mods_new(S);
    m->mode = id == NV_INTR_VOTE_ALL_SYNC ? NV_MODE_ALL : id == NV_INTR_VOTE_ANY_SYNC ? NV_MODE_ANY : NV_MODE_UNI;
    ops[0] = a[1];
    ops[1] = a[0];
    na = 2;
    row = NV_PTX_VOTE_SYNC;
    break;
  case NV_INTR_VOTE_BALLOT_SYNC: ops[0] = a[1]; ops[1] = a[0]; na = 2; row = NV_PTX_VOTE_SYNC_BALLOT; break;
  case NV_INTR_MATCH_ANY_SYNC_I32: case NV_INTR_MATCH_ANY_SYNC_I64: case NV_INTR_MATCH_ALL_SYNC_I32P:
  case NV_INTR_MATCH_ALL_SYNC_I64P:
    ops[0] = a[1];
    ops[1] = a[0];
    na = 2;
    row = id == NV_INTR_MATCH_ANY_SYNC_I32 ? NV_PTX_MATCH_ANY_B32 : id == NV_INTR_MATCH_ANY_SYNC_I64 ? NV_PTX_MATCH_ANY_B64
        : id == NV_INTR_MATCH_ALL_SYNC_I32P ? NV_PTX_MATCH_ALL_B32 : NV_PTX_MATCH_ALL_B64;
    break;
  case NV_INTR_REDUX_SYNC_ADD: case NV_INTR_REDUX_SYNC_MIN: case NV_INTR_REDUX_SYNC_MAX:
  case NV_INTR_REDUX_SYNC_UMIN: case NV_INTR_REDUX_SYNC_UMAX: case NV_INTR_REDUX_SYNC_AND:
  case NV_INTR_REDUX_SYNC_OR: case NV_INTR_REDUX_SYNC_XOR:
    m = nv_mods_new(S);
    switch (id) {
    case NV_INTR_REDUX_SYNC_ADD: m->mode = NV_MODE_ADD; row = NV_PTX_REDUX_SYNC_U32; break;
    case NV_INTR_REDUX_SYNC_MIN: m->mode = NV_MODE_MIN; row = NV_PTX_REDUX_SYNC_S32; break;
    case NV_INTR_REDUX_SYNC_MAX: m->mode = NV_MODE_MAX; row = NV_PTX_REDUX_SYNC_S32; break;
    case NV_INTR_REDUX_SYNC_UMIN: m->mode = NV_MODE_MIN; row = NV_PTX_REDUX_SYNC_U32; break;
    case NV_INTR_REDUX_SYNC_UMAX: m->mode = NV_MODE_MAX; row = NV_PTX_REDUX_SYNC_U32; break;
    case NV_INTR_REDUX_SYNC_AND: m->mode = NV_MODE_AND; row = NV_PTX_REDUX_SYNC_B32; break;
    case NV_INTR_REDUX_SYNC_OR: m->mode = NV_MODE_OR; row = NV_PTX_REDUX_SYNC_B32; break;
    default: m->mode = NV_MODE_XOR; row = NV_PTX_REDUX_SYNC_B32; break;
    }
    ops[0] = a[0];
    ops[1] = a[1];
    na = 2;
    break;
  case NV_INTR_REDUX_SYNC_FMIN: case NV_INTR_REDUX_SYNC_FMAX: case NV_INTR_REDUX_SYNC_FMIN_ABS:
  case NV_INTR_REDUX_SYNC_FMAX_ABS: case NV_INTR_REDUX_SYNC_FMIN_NAN: case NV_INTR_REDUX_SYNC_FMAX_NAN:
  case NV_INTR_REDUX_SYNC_FMIN_ABS_NAN: case NV_INTR_REDUX_SYNC_FMAX_ABS_NAN: {
    static const uint8_t modes[8] = {NV_MODE_MIN, NV_MODE_MAX, NV_MODE_MIN_ABS, NV_MODE_MAX_ABS,
                                     NV_MODE_MIN_NANS, NV_MODE_MAX_NANS, NV_MODE_MIN_ABS_NANS, NV_MODE_MAX_ABS_NANS};
    char suffix = S->s->cg->tgt.suffix;
    if ((S->sm != 100 && S->sm != 103) || (suffix != 'a' && suffix != 'f')) {
      nv_isel_error(S->s, n->ir,
                    "'redux.sync%s.f32' needs sm_100a, sm_103a or their family targets (sm_100f, sm_103f), "
                    "but the target is sm_%u%s",
                    nv_ptx_mode_name(modes[id - NV_INTR_REDUX_SYNC_FMIN]), S->sm,
                    suffix == 'a' ? "a" : suffix == 'f' ? "f" : "");
      return 0;
    }
    m = nv_mods_new(S);
    m->mode = modes[id - NV_INTR_REDUX_SYNC_FMIN];
    row = NV_PTX_REDUX_SYNC_F32;
    ops[0] = a[0];
    ops[1] = a[1];
    na = 2;
    break;
  }
  case NV_INTR_NVVM_PRMT_F4E: case NV_INTR_NVVM_PRMT_B4E: case NV_INTR_NVVM_PRMT_RC8:
  case NV_INTR_NVVM_PRMT_ECL: case NV_INTR_NVVM_PRMT_ECR: case NV_INTR_NVVM_PRMT_RC16: {
    static const uint8_t modes[6] = {NV_MODE_F4E, NV_MODE_B4E, NV_MODE_RC8, NV_MODE_ECL, NV_MODE_ECR, NV_MODE_RC16};
    unsigned k = id - NV_INTR_NVVM_PRMT_F4E;
    m = nv_mods_new(S);
    m->mode = modes[k];
    ops[0] = a[0];
    /* the one-source modes read b as 0 (LLVM passes it as an immediate 0) */
    ops[1] = k < 2 ? a[1] : nv_sel_const(S, NV_EVT_INT(32), 0);
    ops[2] = k < 2 ? a[2] : a[1];
    na = 3;
    row = NV_PTX_PRMT_B32;
    break;
  }
  case NV_INTR_ACTIVEMASK: na = 0; row = NV_PTX_ACTIVEMASK; break;
  case NV_INTR_ISSPACEP_GLOBAL: case NV_INTR_ISSPACEP_SHARED: case NV_INTR_ISSPACEP_CONST:
  case NV_INTR_ISSPACEP_LOCAL: case NV_INTR_ISSPACEP_SHARED_CLUSTER:
    if (id == NV_INTR_ISSPACEP_SHARED_CLUSTER && !nv_sel_form_ok(S, n, "isspacep.shared::cluster", 90, 78)) return 0;
    m = nv_mods_new(S);
    m->space = id == NV_INTR_ISSPACEP_GLOBAL ? NV_SPACE_GLOBAL : id == NV_INTR_ISSPACEP_SHARED ? NV_SPACE_SHARED
             : id == NV_INTR_ISSPACEP_CONST ? NV_SPACE_CONST : id == NV_INTR_ISSPACEP_LOCAL ? NV_SPACE_LOCAL
             : NV_SPACE_SHARED_CLUSTER;
    nv_sel_replace_val(S, n, nv_mval(S, NV_PTX_ISSPACEP, m, NV_EVT_INT(1), a, 1));
    return 1;
  /* ---- current LLVM (issue 11, part A) ---- */
  case NV_INTR_BARRIER_CTA_SYNC_ALL: ops[0] = a[0]; na = 1; row = NV_PTX_BARRIER_SYNC; break;
  case NV_INTR_BARRIER_CTA_SYNC_ALIGNED_ALL: ops[0] = a[0]; na = 1; row = NV_PTX_BARRIER_SYNC_ALIGNED; break;
  case NV_INTR_BARRIER_CTA_SYNC_COUNT: case NV_INTR_BARRIER_CTA_SYNC_ALIGNED_COUNT:
    ops[0] = a[0];
    ops[1] = a[1];
    na = 2;
    row = id == NV_INTR_BARRIER_CTA_SYNC_COUNT ? NV_PTX_BARRIER_SYNC_CNT : NV_PTX_BARRIER_SYNC_ALIGNED_CNT;
    break;
  case NV_INTR_BARRIER_CTA_ARRIVE_COUNT: case NV_INTR_BARRIER_CTA_ARRIVE_ALIGNED_COUNT:
    /* arrive without waiting (producer side of a named barrier): PTX requires the count */
    ops[0] = a[0];
    ops[1] = a[1];
    na = 2;
    row = id == NV_INTR_BARRIER_CTA_ARRIVE_COUNT ? NV_PTX_BARRIER_ARRIVE_CNT : NV_PTX_BARRIER_ARRIVE_ALIGNED_CNT;
    break;
  case NV_INTR_BARRIER_CTA_RED_POPC_ALIGNED_ALL: case NV_INTR_BARRIER_CTA_RED_AND_ALIGNED_ALL:
  case NV_INTR_BARRIER_CTA_RED_OR_ALIGNED_ALL:
    ops[0] = a[0];
    ops[1] = nv_sel_to_pred(S, a[1]);
    na = 2;
    row = id == NV_INTR_BARRIER_CTA_RED_POPC_ALIGNED_ALL ? NV_PTX_BARRIER_RED_POPC_ALIGNED
        : id == NV_INTR_BARRIER_CTA_RED_AND_ALIGNED_ALL ? NV_PTX_BARRIER_RED_AND_ALIGNED : NV_PTX_BARRIER_RED_OR_ALIGNED;
    break;
  case NV_INTR_NANOSLEEP: ops[0] = a[0]; na = 1; row = NV_PTX_NANOSLEEP_U32; break;
  case NV_INTR_STACKSAVE: case NV_INTR_STACKSAVE_P0: case NV_INTR_STACKRESTORE: case NV_INTR_STACKRESTORE_P0: {
    /* sm_52 / PTX 7.3: reported at the call when an explicit PTX version is older */
    const nv_ptx_info *pi;
    row = id == NV_INTR_STACKSAVE || id == NV_INTR_STACKSAVE_P0 ? NV_PTX_STACKSAVE_U64 : NV_PTX_STACKRESTORE_U64;
    pi = nv_ptx_info_of(row);
    if (!nv_sel_form_ok(S, n, pi->tmpl, pi->min_sm, pi->min_ptx)) return 0;
    na = 0;
    if (row == NV_PTX_STACKRESTORE_U64) ops[na++] = a[0];
    break;
  }
  case NV_INTR_PREFETCH_GLOBAL_L1: case NV_INTR_PREFETCH_GLOBAL_L2: case NV_INTR_PREFETCH_LOCAL_L1:
  case NV_INTR_PREFETCH_LOCAL_L2: case NV_INTR_PREFETCH_L1: case NV_INTR_PREFETCH_L2:
  case NV_INTR_PREFETCH_GLOBAL_L2_EVICT_NORMAL: case NV_INTR_PREFETCH_GLOBAL_L2_EVICT_LAST:
  case NV_INTR_PREFETCHU_L1: case NV_INTR_DISCARD_GLOBAL_L2: case NV_INTR_DISCARD_L2:
  case NV_INTR_PREFETCH_TENSORMAP_P0: case NV_INTR_PREFETCH_TENSORMAP_P4: case NV_INTR_PREFETCH_TENSORMAP_P101:
  case NV_INTR_APPLYPRIORITY_GLOBAL_L2_EVICT_NORMAL: case NV_INTR_APPLYPRIORITY_L2_EVICT_NORMAL: {
    static const struct { uint16_t id, row, space; } pf[] = {
        {NV_INTR_PREFETCH_GLOBAL_L1, NV_PTX_PREFETCH_GLOBAL_L1, NV_SPACE_GLOBAL},
        {NV_INTR_PREFETCH_GLOBAL_L2, NV_PTX_PREFETCH_GLOBAL_L2, NV_SPACE_GLOBAL},
        {NV_INTR_PREFETCH_LOCAL_L1, NV_PTX_PREFETCH_LOCAL_L1, NV_SPACE_LOCAL},
        {NV_INTR_PREFETCH_LOCAL_L2, NV_PTX_PREFETCH_LOCAL_L2, NV_SPACE_LOCAL},
        {NV_INTR_PREFETCH_L1, NV_PTX_PREFETCH_L1, NV_SPACE_GENERIC},
        {NV_INTR_PREFETCH_L2, NV_PTX_PREFETCH_L2, NV_SPACE_GENERIC},
        {NV_INTR_PREFETCH_GLOBAL_L2_EVICT_NORMAL, NV_PTX_PREFETCH_GLOBAL_L2_EVICT_NORMAL, NV_SPACE_GLOBAL},
        {NV_INTR_PREFETCH_GLOBAL_L2_EVICT_LAST, NV_PTX_PREFETCH_GLOBAL_L2_EVICT_LAST, NV_SPACE_GLOBAL},
        {NV_INTR_PREFETCHU_L1, NV_PTX_PREFETCHU_L1, NV_SPACE_GENERIC},
        {NV_INTR_PREFETCH_TENSORMAP_P0, NV_PTX_PREFETCH_TENSORMAP, NV_SPACE_GENERIC},
        {NV_INTR_PREFETCH_TENSORMAP_P4, NV_PTX_PREFETCH_CONST_TENSORMAP, NV_SPACE_CONST},
        {NV_INTR_PREFETCH_TENSORMAP_P101, NV_PTX_PREFETCH_PARAM_TENSORMAP, NV_SPACE_PARAM},
        {NV_INTR_DISCARD_GLOBAL_L2, NV_PTX_DISCARD_GLOBAL_L2, NV_SPACE_GLOBAL},
        {NV_INTR_DISCARD_L2, NV_PTX_DISCARD_L2, NV_SPACE_GENERIC},
        {NV_INTR_APPLYPRIORITY_GLOBAL_L2_EVICT_NORMAL, NV_PTX_APPLYPRIORITY_GLOBAL_L2_EVICT_NORMAL, NV_SPACE_GLOBAL},
        {NV_INTR_APPLYPRIORITY_L2_EVICT_NORMAL, NV_PTX_APPLYPRIORITY_L2_EVICT_NORMAL, NV_SPACE_GENERIC}};
    uint64_t size;
    for (i = 0; pf[i].id != id; i++) {}
    row = pf[i].row;
    nv_sel_addr(S, a[0], pf[i].space, &ops[0], &ops[1]);
    na = 2;
    if (id == NV_INTR_DISCARD_GLOBAL_L2 || id == NV_INTR_DISCARD_L2 || id == NV_INTR_APPLYPRIORITY_GLOBAL_L2_EVICT_NORMAL ||
        id == NV_INTR_APPLYPRIORITY_L2_EVICT_NORMAL) {
      /* discard and applypriority work on one 128-byte cache line: the size must be the
       * constant 128 */
      if (!nv_sdval_is_const(a[1], &size) || size != 128)
        return nv_sel_fail(S, n, id == NV_INTR_DISCARD_GLOBAL_L2 || id == NV_INTR_DISCARD_L2
                                     ? "discard needs the constant size 128 (one L2 cache line)"
                                     : "applypriority needs the constant size 128 (one L2 cache line)");
      ops[na++] = nv_sel_const(S, NV_EVT_INT(32), 128);
    }
    break;
  }
  case NV_INTR_NVVM_FSHL_CLAMP: case NV_INTR_NVVM_FSHR_CLAMP:
    /* fshl/fshr(hi, lo, n) with n clamped to 32: shf's operands are lo, hi, n */
    if (n->vts[0] != NV_EVT_INT(32)) return nv_sel_fail(S, n, "fshl/fshr.clamp is defined on i32 only");
    ops[0] = a[1];
    ops[1] = a[0];
    ops[2] = a[2];
    nv_sel_replace_val(S, n, nv_mval(S, id == NV_INTR_NVVM_FSHL_CLAMP ? NV_PTX_SHF_L_CLAMP_B32 : NV_PTX_SHF_R_CLAMP_B32,
                                     NULL, NV_EVT_INT(32), ops, 3));
    return 1;
  case NV_INTR_NVVM_IDP2A_S_S: case NV_INTR_NVVM_IDP2A_S_U: case NV_INTR_NVVM_IDP2A_U_S:
  case NV_INTR_NVVM_IDP2A_U_U: {
    /* dp2a(a, b, hi, c): the constant hi (the verifier checked it) picks .lo or .hi */
    static const uint16_t dp2a[2][4] = {
        {NV_PTX_DP2A_LO_S32_S32, NV_PTX_DP2A_LO_S32_U32, NV_PTX_DP2A_LO_U32_S32, NV_PTX_DP2A_LO_U32_U32},
        {NV_PTX_DP2A_HI_S32_S32, NV_PTX_DP2A_HI_S32_U32, NV_PTX_DP2A_HI_U32_S32, NV_PTX_DP2A_HI_U32_U32}};
    uint64_t hi;
    if (!nv_sdval_is_const(a[2], &hi)) return nv_sel_fail(S, n, "dp2a's .lo/.hi selector must be a constant");
    row = dp2a[hi & 1][id - NV_INTR_NVVM_IDP2A_S_S];
    if (!nv_row_ok(S, n, row)) return 0;
    ops[0] = a[0];
    ops[1] = a[1];
    ops[2] = a[3];
    nv_sel_replace_val(S, n, nv_mval(S, row, NULL, NV_EVT_INT(32), ops, 3));
    return 1;
  }
  case NV_INTR_NVVM_FLO_S: case NV_INTR_NVVM_FLO_U: {
    /* flo(x, shiftamt): bfind[.shiftamt].{s,u}{32,64}; shiftamt is a constant */
    static const uint16_t bf[2][2][2] = {
        {{NV_PTX_BFIND_U32, NV_PTX_BFIND_U64}, {NV_PTX_BFIND_S32, NV_PTX_BFIND_S64}},
        {{NV_PTX_BFIND_SHIFTAMT_U32, NV_PTX_BFIND_SHIFTAMT_U64}, {NV_PTX_BFIND_SHIFTAMT_S32, NV_PTX_BFIND_SHIFTAMT_S64}}};
    uint64_t sh;
    nv_evt vt = nv_sdval_vt(a[0]);
    if (vt != NV_EVT_INT(32) && vt != NV_EVT_INT(64)) return nv_sel_fail(S, n, "flo (bfind) is defined on i32 and i64");
    if (!nv_sdval_is_const(a[1], &sh)) return nv_sel_fail(S, n, "flo's shiftamt flag must be a constant");
    row = bf[sh & 1][id == NV_INTR_NVVM_FLO_S][vt == NV_EVT_INT(64)];
    if (!nv_row_ok(S, n, row)) return 0;
    nv_sel_replace_val(S, n, nv_mval(S, row, NULL, NV_EVT_INT(32), a, 1));
    return 1;
  }
  case NV_INTR_NVVM_FABS_FTZ: {
    nv_evt vt = n->vts[0];
    m = nv_mods_new(S);
    m->ftz = 1;
    row = vt == (nv_evt)NV_SC_F32 ? NV_PTX_ABS_F32 : vt == (nv_evt)NV_SC_F16 ? NV_PTX_ABS_F16 : NV_PTX_ABS_F16X2;
    if (!nv_row_ok(S, n, row)) return 0;
    nv_sel_replace_val(S, n, nv_mval(S, row, m, vt, a, 1));
    return 1;
  }
  default: return nv_select_intrinsic_by_name(S, n, a, na);
  }
  if (!nv_row_ok(S, n, row)) return 0;
  if (chained) ops[na++] = nv_sdop(n, 0);
  mn = nv_mnode(S, row, m, vts, nvals, chained, ops, na);
  if (chained) nv_sel_replace(S, n, mn);
  else nv_sel_replace_val(S, n, nv_sdval_of(mn, 0));
  return 1;
}
