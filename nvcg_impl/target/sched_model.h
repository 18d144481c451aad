/* sched_model.h -- the scheduling model of the PTX instructions: each row of the PTX
 * instruction table (ptx_insns.h) falls into one latency class, and each class has a
 * latency per SM generation. The machine scheduler (mir/machine_sched.c) weighs its
 * dependence edges with these figures; nothing else reads them.
 *
 * The figures are dependent-issue latencies in cycles (issue of an instruction to the
 * earliest issue of one that reads its result) of the SASS a class usually becomes. They
 * steer heuristics only -- ptxas schedules the final code again -- so relative size is
 * what matters. Sources:
 *   [J18] Z. Jia, M. Maggioni, B. Staiger, D. Scarpazza, "Dissecting the NVIDIA Volta GPU
 *         Architecture via Microbenchmarking", arXiv:1804.06826 (2018): Pascal (P100) and
 *         Volta (V100) arithmetic and memory latencies.
 *   [J19] Z. Jia, M. Maggioni, J. Smith, D. Scarpazza, "Dissecting the NVidia Turing T4
 *         GPU via Microbenchmarking", arXiv:1903.07486 (2019): Turing.
 *   [A22] H. Abdelkhalik, Y. Arafa, N. Santhi, A. Badawy, "Demystifying the Nvidia Ampere
 *         Architecture through Microbenchmarking and Instruction-level Analysis",
 *         arXiv:2208.11174 (2022): Ampere (A100).
 *   [L24] W. Luo et al., "Benchmarking and Dissecting the Nvidia Hopper GPU
 *         Architecture", arXiv:2402.13499 (2024): Hopper (H800).
 *   [E]   nvcg's estimate, not a measurement: classes whose instructions ptxas expands
 *         into sequences (division, remainder, IEEE sqrt), the multi-function unit, warp
 *         shuffles and tensor instructions, sized from the number of SASS instructions
 *         they become; Maxwell/Pascal's 32-bit integer multiply is three dependent XMADs.
 * The papers' figures are rounded; where they give a range (memory latencies depend on
 * the access pattern) the table takes the typical hit latency named in the comment.
 * Data-centre parts are modelled: FP64 on the consumer parts (sm_61, sm_75, sm_86,
 * sm_89, sm_120) runs at 1/32-1/64 rate and is slower than the table says.
 *
 * X(CLASS, sm5x/6x, sm7x, sm8x, sm9x+, "source and what the class is") */
#define NV_SCHED_CLASSES(X)                                                                 \
  X(NONE, 0, 0, 0, 0, "pseudo-instructions that print nothing (PHI, IMPLICIT_DEF)")        \
  X(IALU, 6, 4, 4, 4, "[J18][A22] integer add/logic/shift/compare/select, moves, bit ops")  \
  X(IMUL, 18, 5, 4, 4, "[J18][A22] integer mul/mad (sm5x/6x: [E] three XMADs)")             \
  X(FP32, 6, 4, 4, 4, "[J18][J19][A22] f32/f16/bf16 add, mul, fma, min/max, compare")       \
  X(FP64, 8, 8, 5, 8, "[J18][A22][L24] f64 add, mul, fma (data-centre parts)")              \
  X(CONV, 14, 14, 14, 14, "[E] conversions between floating point and integers")           \
  X(MUFU, 18, 18, 18, 18, "[E] approximate transcendentals (MUFU): sin, cos, ex2, lg2, rcp") \
  X(FPDIV, 40, 40, 40, 40, "[E] IEEE f32/f64 division, square root, reciprocal (sequences)") \
  X(IDIV, 60, 60, 60, 60, "[E] integer division and remainder (sequences)")                 \
  X(LDSHARED, 24, 19, 23, 29, "[J18][A22][L24] shared-memory load")                        \
  X(LDLOCAL, 82, 28, 33, 33, "[J18][A22] L1 hit: .local loads (spill slots, stack)")        \
  X(LDGLOBAL, 230, 193, 200, 260, "[J18][A22][L24] L2 hit: global and generic loads")      \
  X(LDCONST, 20, 20, 20, 20, "[E] constant-bank and .param loads (constant cache hit)")     \
  X(STORE, 1, 1, 1, 1, "stores: no register result, only ordering")                        \
  X(ATOMIC, 230, 193, 200, 260, "[J18][A22] atomics: an L2 round trip, as a global load")  \
  X(WARP, 24, 24, 24, 24, "[E] shfl, vote, match, redux")                                   \
  X(SYNC, 1, 1, 1, 1, "barriers and fences: ordering only")                                 \
  X(TENSOR, 32, 32, 32, 32, "[E] tensor-core and other template instructions")

typedef enum nv_sched_class {
#define NV_X_ENUM(name, a, b, c, d, doc) NV_SCLS_##name,
  NV_SCHED_CLASSES(NV_X_ENUM)
#undef NV_X_ENUM
  NV_SCLS_COUNT
} nv_sched_class;

/* The class of an instruction: its row, its state space (NV_SPACE_*, for loads) and
 * whether it is approximate (mods.approx == NV_APPROX). */
NV_UNUSED static nv_sched_class nv_sched_class_of(unsigned opc, unsigned space, int approx);
/* A class's latency on an SM (75 for sm_75). */
NV_UNUSED static unsigned nv_sched_latency(unsigned sm, nv_sched_class c);
NV_UNUSED static const char *nv_sched_class_name(nv_sched_class c);

/* ---- The modulo scheduler's resource model (mir/machine_pipeliner.c, issue 15) ----
 * One warp's instructions as one SM sub-partition (SMSP, Volta and later: four per SM)
 * runs them: its warp scheduler issues one instruction per cycle (the issue width,
 * pipeliner-force-issue-width overrides it), and each instruction then occupies one
 * functional pipe for as many cycles as the pipe needs to take a whole warp (32 threads
 * over the pipe's lanes per sub-partition). A pipe accepts a new warp instruction only
 * when the previous one has left it, so in a modulo schedule an instruction of class c
 * reserves its pipe for `occupancy` consecutive cycles (modulo II) and one issue slot.
 * Lane counts per SMSP from [J18] (Volta: 16 FP32, 16 INT32, 8 FP64, 4 SFU, 8 LD/ST) and
 * the same layout in [A22]/[L24]; classes that become instruction sequences are nvcg's
 * estimate [E] from the sequence length. Like the latencies, the figures steer the
 * schedule only (ptxas schedules again); they are not a promise about SASS.
 *
 * X(PIPE, "what runs on it and why its occupancy") */
#define NV_SWP_PIPES(X)                                                                    \
  X(ALU, "INT32 pipe: integer add/logic/shift/compare, moves (16 lanes: 2 cycles)")        \
  X(FMA, "FP32 pipe: f32/f16 arithmetic, IMAD (16 lanes: 2 cycles); [E] div/sqrt sequences 8") \
  X(FP64, "FP64 pipe (8 lanes on data-centre parts: 4 cycles)")                            \
  X(XU, "SFU/XU: MUFU transcendentals, fp<->int conversions (4 lanes: 8 cycles)")          \
  X(LSU, "LD/ST and MIO: loads, stores, atomics, shuffles (8 lanes: 4 cycles)")            \
  X(TENSOR, "tensor cores and other template instructions ([E] 4 cycles)")

typedef enum nv_swp_pipe {
#define NV_X_ENUM(name, doc) NV_SWP_PIPE_##name,
  NV_SWP_PIPES(NV_X_ENUM)
#undef NV_X_ENUM
  NV_SWP_PIPE_COUNT,
  NV_SWP_PIPE_NONE = 0xff  /* prints nothing: no issue slot, no pipe */
} nv_swp_pipe;

/* The pipe of a latency class and the cycles it occupies it (0 for NONE). */
NV_UNUSED static nv_swp_pipe nv_swp_pipe_of(nv_sched_class c, unsigned *occupancy);
NV_UNUSED static const char *nv_swp_pipe_name(unsigned p);
