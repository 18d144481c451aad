/* ------------------------------------------------------------------------------------
 * Translator state. Everything the translation allocates lives in one arena that is
 * freed at the end; errors unwind to nvcg_spirv_translate with longjmp (the arena and
 * the half-built module are then discarded), which keeps every handler free of error
 * plumbing. No nvcg call is ever interrupted: longjmp is only taken from this file's
 * own code.
 * ---------------------------------------------------------------------------------- */

#define NVSP_MAX_BOUND 4194304u     /* SPIR-V's universal limit on the id bound */
#define NVSP_MAX_DEPTH 48           /* type nesting; deeper types are rejected */
#define NVSP_MAX_LEAVES 16384u      /* scalar/vector pieces of one aggregate load/store */
#define NVSP_MAX_PARAMS 512u
#define NVSP_LEAF_BUDGET 4000000u   /* scalar/vector loads and stores one module may expand to */

typedef struct nvsp_chunk {
  struct nvsp_chunk *next;
  size_t used, cap;
} nvsp_chunk;

/* Id kinds. */
enum {
  NVSP_K_NONE = 0, NVSP_K_TYPE, NVSP_K_CONST, NVSP_K_VALUE, NVSP_K_VAR, NVSP_K_FUNC,
  NVSP_K_LABEL, NVSP_K_EXTSET, NVSP_K_STRING, NVSP_K_GROUP, NVSP_K_UNDEF
};

/* Extended instruction sets. */
enum { NVSP_SET_OTHER = 0, NVSP_SET_GLSL, NVSP_SET_OPENCL, NVSP_SET_IGNORED };

typedef struct nvsp_type {
  uint32_t id;
  uint32_t op;          /* SpvOpTypeInt, ... */
  uint32_t width;       /* int/float bits */
  uint32_t is_signed;
  uint32_t elem;        /* vector component / matrix column / array element / pointee / return */
  uint32_t count;       /* vector components, matrix columns, array length, members, params */
  const uint32_t *mem;  /* struct member / function parameter type ids (into the words) */
  uint32_t storage;     /* pointer storage class */
  uint32_t depth;
  /* memory layout */
  int sized, explicit_layout, is_block, buffer_block, cpacked, has_runtime_array;
  uint64_t size;        /* bytes (sized types) */
  uint64_t extent;      /* explicitly laid out structs: the end of the last member */
  uint32_t align;       /* bytes */
  uint64_t stride;      /* arrays: element stride; pointers: ArrayStride (0 = pointee size) */
  uint64_t *offs;       /* struct member offsets */
  uint32_t *mstride;    /* struct members: MatrixStride (0 = none) */
  uint8_t *rowmajor;    /* struct members: RowMajor */
  uint32_t leaves;      /* scalar/vector pieces of a value of this type (saturating) */
  nvcg_type *ir;        /* value type; NULL when the type has none (void excepted) */
  nvcg_type *irmem;     /* memory type (bool as i8; explicit layouts as bytes) */
  const char *unsupported; /* why values of this type cannot be translated */
  /* OpTypeImage (and OpTypeSampledImage, copied from its image): see "Images" */
  uint32_t img_dim, img_arrayed, img_sampled, img_format;
  int img_cl;           /* an OpenCL image (sampled type void; see "OpenCL images") */
} nvsp_type;

/* A constant, evaluated at translation time (specialization constants included). */
typedef struct nvsp_cval {
  uint32_t type;
  uint8_t kind;          /* NVSP_C_* */
  uint64_t bits;         /* scalars, zero-extended; bool 0/1 */
  uint32_t n;
  struct nvsp_cval **elems;
  nvcg_value *ir;        /* materialized value-type constant */
} nvsp_cval;
enum { NVSP_C_SCALAR = 0, NVSP_C_COMPOSITE, NVSP_C_NULL, NVSP_C_UNDEF };

/* What a SPIR-V value is in IR. Pointers carry what their type cannot say: the known
 * alignment of the address and the matrix layout inherited from a struct member. A
 * pointer to a built-in input variable is virtual (no IR value): loading it reads the
 * special registers. */
typedef struct nvsp_val {
  nvcg_value *ir;
  uint32_t align;        /* pointers: known alignment of the address; 0 = the type's natural */
  uint32_t mstride;      /* pointee matrix (or array of them): MatrixStride, 0 = natural */
  uint32_t vstride;      /* pointee vector: component stride (a row-major matrix column) */
  uint8_t rowmajor;
  uint8_t builtin_ptr;
  uint32_t builtin;
  uint8_t is_desc;       /* an array of buffer descriptors (no IR value): see desc_env */
  uint8_t volat;         /* points into Volatile/Coherent memory */
  int32_t comp;          /* built-in pointers: selected component, -1 = whole */
  nvcg_value *dyn_comp;  /* built-in pointers: dynamic component */
  uint32_t desc_env;     /* is_desc: the environment entry */
  uint32_t buf_env;      /* points at a whole buffer: environment entry + 1 (OpArrayLength) */
  nvcg_value *desc_idx;  /* ... and the descriptor's index (i64) in an array of them */
} nvsp_val;

struct nvsp_func;
struct nvsp_gvar;

typedef struct nvsp_id {
  uint8_t kind;
  uint8_t is_spec;
  uint16_t opcode;       /* defining opcode */
  uint32_t word;         /* word offset of the definition */
  uint32_t type_id;      /* result type */
  uint32_t stamp;        /* local values: the function translation that defined them */
  uint32_t deco;         /* first decoration record + 1, 0 = none */
  uint32_t specid_set;
  const char *name;
  nvsp_type *ty;
  nvsp_cval *cv;
  nvsp_val v;
  struct nvsp_func *fn;
  struct nvsp_gvar *gv;
  nvcg_block *bb;        /* labels */
  nvcg_block *exit_bb;   /* labels: the IR block that ends this SPIR-V block */
  uint32_t extset;
  const char *str;
} nvsp_id;

typedef struct nvsp_deco {
  uint32_t target;
  uint32_t deco;
  int32_t member;        /* -1: the id itself */
  uint32_t nargs;
  const uint32_t *args;
  uint32_t next;         /* next record + 1 */
} nvsp_deco;

typedef struct nvsp_func {
  uint32_t id;
  size_t begin, end;     /* OpFunction .. one past OpFunctionEnd */
  uint32_t fty;          /* OpTypeFunction id */
  uint32_t ret;
  int reachable, contract_off, called, is_decl, is_entry;
  uint32_t *callees;
  uint32_t ncallees;
  nvcg_value *dev;       /* the device-function translation */
} nvsp_func;

/* Module-scope variables. */
enum { NVSP_GV_GLOBAL = 0, NVSP_GV_BUILTIN, NVSP_GV_ENV };
typedef struct nvsp_gvar {
  uint32_t id;
  uint32_t kind;
  uint32_t storage;
  uint32_t pointee;      /* SPIR-V type id */
  uint32_t env;          /* NVSP_GV_ENV: index into the environment */
  uint32_t builtin;
  nvcg_value *global;    /* NVSP_GV_GLOBAL */
} nvsp_gvar;

/* What each kernel needs per invocation and passes to device functions. */
enum { NVSP_ENV_BUFFER = 0, NVSP_ENV_PUSH, NVSP_ENV_PRIVATE, NVSP_ENV_IMAGE };
typedef struct nvsp_env {
  uint32_t kind;
  uint32_t var;          /* variable id */
  uint32_t var2;         /* NVSP_ENV_IMAGE: the sampler variable of a separate pair, 0 = none */
  uint32_t set, binding;
  uint32_t slot, count;  /* first slot in the function's environment values, and how many */
  uint32_t storage;
  int readonly, writeonly, restrict_, is_uniform;
  uint32_t size_slot;    /* OpArrayLength: first slot of the buffer sizes + 1, 0 = none */
} nvsp_env;

typedef struct nvsp_entry {
  uint32_t model;
  uint32_t fn;
  const char *name;
  size_t word;
  uint32_t local[3];     /* LocalSize (0 = unset) */
  uint32_t local_id[3];  /* LocalSizeId ids */
  int has_local, has_local_id, contraction_off;
  uint32_t subgroup_size;
} nvsp_entry;

typedef struct nvsp_phi_fix {
  nvcg_value *phi;
  size_t word;           /* the OpPhi instruction */
  uint32_t type_id;
} nvsp_phi_fix;

typedef struct nvsp_state {
  nvcg_context *ctx;
  nvcg_module *m;
  nvcg_builder *b;
  nvcg_spirv_options opt;
  const uint32_t *w;
  size_t nw;
  uint32_t bound;
  uint32_t version;
  jmp_buf jb;
  nvcg_status status;
  nvsp_chunk *arena;
  /* the instruction being translated, for diagnostics */
  size_t cur;
  uint32_t cur_op, cur_wc;
  int in_inst;           /* diagnostics name the current instruction */
  /* ids: a direct table when the bound is small next to the module, else a hash table
   * (a module may declare a bound of millions with a few ids in use) */
  nvsp_id **ids;
  uint32_t *hkeys;
  nvsp_id **hvals;
  uint32_t hcap, hcount;
  nvsp_deco *decos;
  uint32_t ndecos, capdecos;
  /* module */
  uint32_t addressing, memory_model;
  int is_kernel_env;     /* Kernel capability: OpenCL rules */
  nvsp_entry *entries;
  uint32_t nentries;
  nvsp_func **funcs;
  uint32_t nfuncs;
  nvsp_gvar **gvars;
  uint32_t ngvars, capgvars;
  nvsp_env *env;
  uint32_t nenv, nslots;
  nvcg_value **kernels;
  uint32_t nkernels, capkernels;
  int uses_array_length;
  uint32_t leaves_done;  /* against NVSP_LEAF_BUDGET: aggregate copies multiply quickly */
  size_t first_function;
  /* the function being translated */
  nvsp_func *fn;
  nvcg_value *irfn;
  uint32_t stamp;
  nvcg_value **envv;     /* the environment's values in this function */
  int in_kernel;
  unsigned fmf_default;
  nvsp_phi_fix *phis;
  uint32_t nphis, capphis;
  nvcg_block *cur_bb;    /* the IR block being filled; NULL after a terminator */
  int phis_done;         /* a non-phi instruction has been seen in the current block */
  uint32_t cur_label;
  const nvsp_entry *cur_entry;
  /* scratch */
  char namebuf[64];
} nvsp_state;

