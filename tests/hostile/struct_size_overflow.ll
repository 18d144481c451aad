; HOSTILE: two fields of 2^63 bytes each: the struct's size overflows 64 bits in the sum
; of its fields, not in any one multiplication.
; EXPECT: error: 4:1: .*the size of %S does not fit in 64 bits
%S = type { [1152921504606846976 x i64], [1152921504606846976 x i64] }
@g = addrspace(1) global %S zeroinitializer, align 8
