# Textures and surfaces (issue 14): the builder-API test (tests/texture/builder_test.c),
# linked with build/nvcg.o as the examples are; run by tests/suites/68-texture.sh.
$(B)/texture_builder_test: tests/texture/builder_test.c $(B)/nvcg.o | $(B)
	$(CC) $(WARN) $(CFLAGS) $(NO_IMPL) $< $(B)/nvcg.o -o $@
TEST_BINS += $(B)/texture_builder_test
