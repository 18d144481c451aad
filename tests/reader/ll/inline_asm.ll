; Inline asm callees: flags, multiple outputs, escapes in the template and constraints.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define i32 @lane() {
  %1 = call i32 asm sideeffect "mov.u32 $0, %laneid;", "=r"()
  %2 = call i32 asm "add.s32 $0, $1, $2;", "=r,r,r"(i32 %1, i32 7)
  %3 = call { i32, i32 } asm sideeffect "mov.b64 {$0, $1}, $2;", "=r,=r,l"(i64 -1)
  %4 = extractvalue { i32, i32 } %3, 1
  %5 = add i32 %2, %4
  call void asm sideeffect alignstack "// \22quoted\22 and \5C backslash\0A", "~{memory}"()
  call void asm inteldialect "nop", ""()
  %6 = tail call float asm "cvt.rn.f32.f16 $0, $1;", "=f,h"(i16 15360)
  ret i32 %5
}
