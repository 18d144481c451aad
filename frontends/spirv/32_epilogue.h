/* The implementation's macros end here (NVCG_MALLOC and friends stay: nvcg.h's). */
#undef NVSP_ALIGN_COMPONENT
#undef NVSP_ARGS
#undef NVSP_B
#undef NVSP_BUILTIN_NAMES
#undef NVSP_CAP_NAMES
#undef NVSP_CL
#undef NVSP_DECO_NAMES
#undef NVSP_ERR
#undef NVSP_GEN1
#undef NVSP_GEN2
#undef NVSP_MAX_BOUND
#undef NVSP_MAX_DEPTH
#undef NVSP_MAX_LEAVES
#undef NVSP_MAX_PARAMS
#undef NVSP_LEAF_BUDGET
#undef NVSP_MODEL_NAMES
#undef NVSP_NAME
#undef NVSP_OP_NAMES
#undef NVSP_RTYPE
#undef NVSP_SAME1
#undef NVSP_SAME2
#undef NVSP_SAME3
#undef NVSP_SC_NAMES
#undef NVSP_TYPE
#undef NVSP_UNSUP
#undef NVSP_X_BI
#undef NVSP_X_CAP
#undef NVSP_X_DECO
#undef NVSP_X_MODEL
#undef NVSP_X_OP
#undef NVSP_X_SC
#undef nvsp_load_rec
#undef nvsp_store_rec

#endif /* NVCG_SPIRV_IMPLEMENTATION_INCLUDED */
#endif /* NVCG_SPIRV_IMPLEMENTATION */
