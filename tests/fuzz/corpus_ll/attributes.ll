; Attributes: groups (defined after use), inline lists, string attributes, calling
; conventions, linkage and visibility words, comdats, sections, module asm.
source_filename = "attrs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

module asm "// dropped with a warning"

$cd = comdat any
$data2 = comdat nodeduplicate

@data = linkonce_odr dso_local local_unnamed_addr addrspace(1) global i32 1, comdat($cd), align 4
@data2 = weak_odr hidden unnamed_addr addrspace(1) constant i32 2, section ".nv.constant", comdat, align 4
@pv = private global i8 0
@iv = internal global i8 0
@av = available_externally global i8 0
@lo = linkonce global i8 0
@ap = appending global [1 x i8] zeroinitializer
@ew = extern_weak addrspace(1) global i8
@dll = dllexport global i8 0
@prot = protected global i8 0

define dso_local ptx_kernel void @k1(ptr addrspace(1) noalias nocapture noundef writeonly align 16 dereferenceable(64) %out) local_unnamed_addr #0 {
  call void @dev(i32 signext 1) #4
  ret void
}

define internal fastcc void @dev(i32 signext %x) unnamed_addr #1 section ".text.dev" align 16 {
  ret void
}

define coldcc nonnull ptr @cc9(ptr readonly returned %p) #2 {
  ret ptr %p
}

define cc 71 void @k2() {
  call ptx_device void @pd()
  ret void
}

define ptx_device void @pd() {
  ret void
}

define weak void @w() alwaysinline nounwind "nooutline" "frame-pointer"="all" {
  ret void
}

define linkonce_odr void @lodr() noinline optnone {
  ret void
}

define zeroext i1 @zx(i8 zeroext %a, i16 signext %b, ptr inreg %c, ptr nonnull readnone %d) #3 {
  ret i1 true
}

declare void @decl_attrs(ptr nocapture readonly, ptr noalias writeonly, i32 noundef) #2
declare extern_weak void @ewf()
declare ptr @my_malloc(i64) #5
declare hidden void @hid() cold noreturn

attributes #0 = { convergent mustprogress nofree norecurse nosync nounwind willreturn "frame-pointer"="all" "min-legal-vector-width"="0" "target-cpu"="sm_70" "target-features"="+ptx75,+sm_70" uwtable }
attributes #1 = { noinline speculatable readnone "nooutline" }
attributes #2 = { argmemonly nounwind readonly willreturn alignstack=16 }
attributes #5 = { allocsize(0) }
attributes #3 = { cold noreturn writeonly inaccessiblememonly }
attributes #4 = { nounwind }
