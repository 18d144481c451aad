# The device math library (issue 13): build/mathtest checks every function of nvcg's own
# library (nvcg_math_library_ll) on nvcgrun's IR interpreter and PTX emulator against MPFR
# (tests/math/mathtest.c). It links libnvcgrun.a (whose ir_engine.o holds the nvcg
# implementation) and MPFR; without mpfr.h it is not built and the suite says SKIP.
#   make test-math   the full sweep: 10^6 inputs per function, default and FTZ modes (f64
#                    and integer functions in the default mode only; tens of minutes: the
#                    MPFR references of erfinv/erfcinv, Newton iterations, are the slowest)
#   libmath/build.sh regenerates nvcg_impl/math/library.h from libmath/nvmath.c (clang-14)
MATHTEST_OK := $(wildcard /usr/include/mpfr.h)
ifneq ($(MATHTEST_OK),)
$(B)/mathtest: tests/math/mathtest.c $(B)/obj/nvcgrun/libnvcgrun.a $(wildcard tools/nvcgrun/*.h) $(NVCG_H) | $(B)
	$(CC) $(WARN) $(CFLAGS) -Itools/nvcgrun -I. -o $@ tests/math/mathtest.c $(B)/obj/nvcgrun/libnvcgrun.a -lmpfr -lgmp -lm -ldl
TEST_BINS += $(B)/mathtest
# the MPFR checker of tests/spirv/run_mathlib.py (50-spirv: SPIR-V math onto the library)
$(B)/spvmath_check: tests/spirv/spvmath_check.c | $(B)
	$(CC) $(WARN) $(CFLAGS) -o $@ tests/spirv/spvmath_check.c -lmpfr -lgmp -lm
TEST_BINS += $(B)/spvmath_check
endif

.PHONY: test-math
test-math: $(B)/mathtest
	$(B)/mathtest --n 1000000 --table
	$(B)/mathtest --n 1000000 --table --ftz
