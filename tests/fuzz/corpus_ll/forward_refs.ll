; Forward references and naming: values, blocks, functions and globals used before their
; definitions; numbered and quoted names; types named before they are defined.
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%Later = type { i64, %Inner }
%Inner = type { i8, i8 }
%UsesBefore = type { %DefinedAfter, ptr }
%DefinedAfter = type { i32 }

@first = global ptr @second
@second = global ptr @first
@self = global { ptr, i32 } { ptr @self, i32 1 }
@fptr = global ptr @later_fn
@0 = private constant i32 42
@1 = private constant ptr @0
@"quoted name" = global i32 1
@"\01mangled" = global i32 2
@"with\22quote" = global i32 3
@uses_later = global ptr getelementptr (%Later, ptr @later_g, i64 0, i32 1)
@later_g = global %Later zeroinitializer
@ub = global %UsesBefore zeroinitializer


define i32 @caller(i32 %0, i32 %named, i32) {
  %3 = call i32 @later_fn(i32 %0)
  %4 = add i32 %3, %named
  %5 = add i32 %4, %1
  br label %7

6:
  ret i32 %10

7:
  %8 = phi i32 [ %5, %2 ], [ %10, %9 ]
  br label %9

9:
  %10 = add i32 %8, 1
  %11 = icmp slt i32 %10, 100
  br i1 %11, label %7, label %6
}

define i32 @later_fn(i32 %x) {
entry:
  br label %"a block"

"a block":
  %"a value" = add i32 %x, 1
  %"\22q\22" = mul i32 %"a value", 2
  br i1 true, label %-dash, label %"9x"

-dash:
  ret i32 %"\22q\22"

"9x":
  ret i32 %"a value"
}

define void @numbered_void() {
  call void @numbered_void()
  ret void
}

define i32 @loop(i32 %n) {
entry:
  br label %head

head:
  %i = phi i32 [ 0, %entry ], [ %next, %body ]
  %acc = phi i32 [ 0, %entry ], [ %acc.next, %body ]
  %done = icmp sge i32 %i, %n
  br i1 %done, label %exit, label %body

body:
  %acc.next = add i32 %acc, %i
  %next = add i32 %i, 1
  br label %head

exit:
  ret i32 %acc
}

define ptr @uses_unnamed_globals() {
  %v = load ptr, ptr @1
  ret ptr @0
}
