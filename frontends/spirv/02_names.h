/* BEGIN GENERATED NAMES: frontends/gen_spirv_names.py (names only; values from spirv.h) */
#define NVSP_OP_NAMES(X) \
  X(Nop) X(Undef) X(SourceContinued) X(Source) X(SourceExtension) X(Name) X(MemberName) \
  X(String) X(Line) X(Extension) X(ExtInstImport) X(ExtInst) X(MemoryModel) X(EntryPoint) \
  X(ExecutionMode) X(Capability) X(TypeVoid) X(TypeBool) X(TypeInt) X(TypeFloat) \
  X(TypeVector) X(TypeMatrix) X(TypeImage) X(TypeSampler) X(TypeSampledImage) X(TypeArray) \
  X(TypeRuntimeArray) X(TypeStruct) X(TypeOpaque) X(TypePointer) X(TypeFunction) \
  X(TypeEvent) X(TypeDeviceEvent) X(TypeReserveId) X(TypeQueue) X(TypePipe) \
  X(TypeForwardPointer) X(ConstantTrue) X(ConstantFalse) X(Constant) X(ConstantComposite) \
  X(ConstantSampler) X(ConstantNull) X(SpecConstantTrue) X(SpecConstantFalse) \
  X(SpecConstant) X(SpecConstantComposite) X(SpecConstantOp) X(Function) \
  X(FunctionParameter) X(FunctionEnd) X(FunctionCall) X(Variable) X(ImageTexelPointer) \
  X(Load) X(Store) X(CopyMemory) X(CopyMemorySized) X(AccessChain) X(InBoundsAccessChain) \
  X(PtrAccessChain) X(ArrayLength) X(GenericPtrMemSemantics) X(InBoundsPtrAccessChain) \
  X(Decorate) X(MemberDecorate) X(DecorationGroup) X(GroupDecorate) X(GroupMemberDecorate) \
  X(VectorExtractDynamic) X(VectorInsertDynamic) X(VectorShuffle) X(CompositeConstruct) \
  X(CompositeExtract) X(CompositeInsert) X(CopyObject) X(Transpose) X(SampledImage) \
  X(ImageSampleImplicitLod) X(ImageSampleExplicitLod) X(ImageSampleDrefImplicitLod) \
  X(ImageSampleDrefExplicitLod) X(ImageSampleProjImplicitLod) X(ImageSampleProjExplicitLod) \
  X(ImageSampleProjDrefImplicitLod) X(ImageSampleProjDrefExplicitLod) X(ImageFetch) \
  X(ImageGather) X(ImageDrefGather) X(ImageRead) X(ImageWrite) X(Image) X(ImageQueryFormat) \
  X(ImageQueryOrder) X(ImageQuerySizeLod) X(ImageQuerySize) X(ImageQueryLod) \
  X(ImageQueryLevels) X(ImageQuerySamples) X(ConvertFToU) X(ConvertFToS) X(ConvertSToF) \
  X(ConvertUToF) X(UConvert) X(SConvert) X(FConvert) X(QuantizeToF16) X(ConvertPtrToU) \
  X(SatConvertSToU) X(SatConvertUToS) X(ConvertUToPtr) X(PtrCastToGeneric) \
  X(GenericCastToPtr) X(GenericCastToPtrExplicit) X(Bitcast) X(SNegate) X(FNegate) X(IAdd) \
  X(FAdd) X(ISub) X(FSub) X(IMul) X(FMul) X(UDiv) X(SDiv) X(FDiv) X(UMod) X(SRem) X(SMod) \
  X(FRem) X(FMod) X(VectorTimesScalar) X(MatrixTimesScalar) X(VectorTimesMatrix) \
  X(MatrixTimesVector) X(MatrixTimesMatrix) X(OuterProduct) X(Dot) X(IAddCarry) \
  X(ISubBorrow) X(UMulExtended) X(SMulExtended) X(Any) X(All) X(IsNan) X(IsInf) X(IsFinite) \
  X(IsNormal) X(SignBitSet) X(LessOrGreater) X(Ordered) X(Unordered) X(LogicalEqual) \
  X(LogicalNotEqual) X(LogicalOr) X(LogicalAnd) X(LogicalNot) X(Select) X(IEqual) \
  X(INotEqual) X(UGreaterThan) X(SGreaterThan) X(UGreaterThanEqual) X(SGreaterThanEqual) \
  X(ULessThan) X(SLessThan) X(ULessThanEqual) X(SLessThanEqual) X(FOrdEqual) X(FUnordEqual) \
  X(FOrdNotEqual) X(FUnordNotEqual) X(FOrdLessThan) X(FUnordLessThan) X(FOrdGreaterThan) \
  X(FUnordGreaterThan) X(FOrdLessThanEqual) X(FUnordLessThanEqual) X(FOrdGreaterThanEqual) \
  X(FUnordGreaterThanEqual) X(ShiftRightLogical) X(ShiftRightArithmetic) \
  X(ShiftLeftLogical) X(BitwiseOr) X(BitwiseXor) X(BitwiseAnd) X(Not) X(BitFieldInsert) \
  X(BitFieldSExtract) X(BitFieldUExtract) X(BitReverse) X(BitCount) X(DPdx) X(DPdy) \
  X(Fwidth) X(DPdxFine) X(DPdyFine) X(FwidthFine) X(DPdxCoarse) X(DPdyCoarse) \
  X(FwidthCoarse) X(EmitVertex) X(EndPrimitive) X(EmitStreamVertex) X(EndStreamPrimitive) \
  X(ControlBarrier) X(MemoryBarrier) X(AtomicLoad) X(AtomicStore) X(AtomicExchange) \
  X(AtomicCompareExchange) X(AtomicCompareExchangeWeak) X(AtomicIIncrement) \
  X(AtomicIDecrement) X(AtomicIAdd) X(AtomicISub) X(AtomicSMin) X(AtomicUMin) X(AtomicSMax) \
  X(AtomicUMax) X(AtomicAnd) X(AtomicOr) X(AtomicXor) X(Phi) X(LoopMerge) X(SelectionMerge) \
  X(Label) X(Branch) X(BranchConditional) X(Switch) X(Kill) X(Return) X(ReturnValue) \
  X(Unreachable) X(LifetimeStart) X(LifetimeStop) X(GroupAsyncCopy) X(GroupWaitEvents) \
  X(GroupAll) X(GroupAny) X(GroupBroadcast) X(GroupIAdd) X(GroupFAdd) X(GroupFMin) \
  X(GroupUMin) X(GroupSMin) X(GroupFMax) X(GroupUMax) X(GroupSMax) X(ReadPipe) X(WritePipe) \
  X(ReservedReadPipe) X(ReservedWritePipe) X(ReserveReadPipePackets) \
  X(ReserveWritePipePackets) X(CommitReadPipe) X(CommitWritePipe) X(IsValidReserveId) \
  X(GetNumPipePackets) X(GetMaxPipePackets) X(GroupReserveReadPipePackets) \
  X(GroupReserveWritePipePackets) X(GroupCommitReadPipe) X(GroupCommitWritePipe) \
  X(EnqueueMarker) X(EnqueueKernel) X(GetKernelNDrangeSubGroupCount) \
  X(GetKernelNDrangeMaxSubGroupSize) X(GetKernelWorkGroupSize) \
  X(GetKernelPreferredWorkGroupSizeMultiple) X(RetainEvent) X(ReleaseEvent) \
  X(CreateUserEvent) X(IsValidEvent) X(SetUserEventStatus) X(CaptureEventProfilingInfo) \
  X(GetDefaultQueue) X(BuildNDRange) X(ImageSparseSampleImplicitLod) \
  X(ImageSparseSampleExplicitLod) X(ImageSparseSampleDrefImplicitLod) \
  X(ImageSparseSampleDrefExplicitLod) X(ImageSparseSampleProjImplicitLod) \
  X(ImageSparseSampleProjExplicitLod) X(ImageSparseSampleProjDrefImplicitLod) \
  X(ImageSparseSampleProjDrefExplicitLod) X(ImageSparseFetch) X(ImageSparseGather) \
  X(ImageSparseDrefGather) X(ImageSparseTexelsResident) X(NoLine) X(AtomicFlagTestAndSet) \
  X(AtomicFlagClear) X(ImageSparseRead) X(SizeOf) X(TypePipeStorage) X(ConstantPipeStorage) \
  X(CreatePipeFromPipeStorage) X(GetKernelLocalSizeForSubgroupCount) \
  X(GetKernelMaxNumSubgroups) X(TypeNamedBarrier) X(NamedBarrierInitialize) \
  X(MemoryNamedBarrier) X(ModuleProcessed) X(ExecutionModeId) X(DecorateId) \
  X(GroupNonUniformElect) X(GroupNonUniformAll) X(GroupNonUniformAny) \
  X(GroupNonUniformAllEqual) X(GroupNonUniformBroadcast) X(GroupNonUniformBroadcastFirst) \
  X(GroupNonUniformBallot) X(GroupNonUniformInverseBallot) \
  X(GroupNonUniformBallotBitExtract) X(GroupNonUniformBallotBitCount) \
  X(GroupNonUniformBallotFindLSB) X(GroupNonUniformBallotFindMSB) X(GroupNonUniformShuffle) \
  X(GroupNonUniformShuffleXor) X(GroupNonUniformShuffleUp) X(GroupNonUniformShuffleDown) \
  X(GroupNonUniformIAdd) X(GroupNonUniformFAdd) X(GroupNonUniformIMul) \
  X(GroupNonUniformFMul) X(GroupNonUniformSMin) X(GroupNonUniformUMin) \
  X(GroupNonUniformFMin) X(GroupNonUniformSMax) X(GroupNonUniformUMax) \
  X(GroupNonUniformFMax) X(GroupNonUniformBitwiseAnd) X(GroupNonUniformBitwiseOr) \
  X(GroupNonUniformBitwiseXor) X(GroupNonUniformLogicalAnd) X(GroupNonUniformLogicalOr) \
  X(GroupNonUniformLogicalXor) X(GroupNonUniformQuadBroadcast) X(GroupNonUniformQuadSwap) \
  X(CopyLogical) X(PtrEqual) X(PtrNotEqual) X(PtrDiff) X(TerminateInvocation) \
  X(SubgroupBallotKHR) X(SubgroupFirstInvocationKHR) X(SubgroupAllKHR) X(SubgroupAnyKHR) \
  X(SubgroupAllEqualKHR) X(GroupNonUniformRotateKHR) X(SubgroupReadInvocationKHR) \
  X(TraceRayKHR) X(ExecuteCallableKHR) X(ConvertUToAccelerationStructureKHR) \
  X(IgnoreIntersectionKHR) X(TerminateRayKHR) X(SDot) X(UDot) X(SUDot) X(SDotAccSat) \
  X(UDotAccSat) X(SUDotAccSat) X(TypeRayQueryKHR) X(RayQueryInitializeKHR) \
  X(RayQueryTerminateKHR) X(RayQueryGenerateIntersectionKHR) \
  X(RayQueryConfirmIntersectionKHR) X(RayQueryProceedKHR) X(RayQueryGetIntersectionTypeKHR) \
  X(ReadClockKHR) X(EmitMeshTasksEXT) X(SetMeshOutputsEXT) X(ReportIntersectionKHR) \
  X(TypeAccelerationStructureKHR) X(BeginInvocationInterlockEXT) \
  X(EndInvocationInterlockEXT) X(DemoteToHelperInvocation) X(IsHelperInvocationEXT) \
  X(AtomicFMinEXT) X(AtomicFMaxEXT) X(AssumeTrueKHR) X(ExpectKHR) X(DecorateString) \
  X(MemberDecorateString) X(RayQueryGetRayTMinKHR) X(RayQueryGetRayFlagsKHR) \
  X(RayQueryGetIntersectionTKHR) X(RayQueryGetIntersectionInstanceCustomIndexKHR) \
  X(RayQueryGetIntersectionInstanceIdKHR) \
  X(RayQueryGetIntersectionInstanceShaderBindingTableRecordOffsetKHR) \
  X(RayQueryGetIntersectionGeometryIndexKHR) X(RayQueryGetIntersectionPrimitiveIndexKHR) \
  X(RayQueryGetIntersectionBarycentricsKHR) X(RayQueryGetIntersectionFrontFaceKHR) \
  X(RayQueryGetIntersectionCandidateAABBOpaqueKHR) \
  X(RayQueryGetIntersectionObjectRayDirectionKHR) \
  X(RayQueryGetIntersectionObjectRayOriginKHR) X(RayQueryGetWorldRayDirectionKHR) \
  X(RayQueryGetWorldRayOriginKHR) X(RayQueryGetIntersectionObjectToWorldKHR) \
  X(RayQueryGetIntersectionWorldToObjectKHR) X(AtomicFAddEXT) X(GroupIMulKHR) \
  X(GroupFMulKHR) X(GroupBitwiseAndKHR) X(GroupBitwiseOrKHR) X(GroupBitwiseXorKHR) \
  X(GroupLogicalAndKHR) X(GroupLogicalOrKHR) X(GroupLogicalXorKHR)
#define NVSP_CAP_NAMES(X) \
  X(Matrix) X(Shader) X(Geometry) X(Tessellation) X(Addresses) X(Linkage) X(Kernel) \
  X(Vector16) X(Float16Buffer) X(Float16) X(Float64) X(Int64) X(Int64Atomics) X(ImageBasic) \
  X(ImageReadWrite) X(ImageMipmap) X(Pipes) X(Groups) X(DeviceEnqueue) X(LiteralSampler) \
  X(AtomicStorage) X(Int16) X(TessellationPointSize) X(GeometryPointSize) \
  X(ImageGatherExtended) X(StorageImageMultisample) X(UniformBufferArrayDynamicIndexing) \
  X(SampledImageArrayDynamicIndexing) X(StorageBufferArrayDynamicIndexing) \
  X(StorageImageArrayDynamicIndexing) X(ClipDistance) X(CullDistance) X(ImageCubeArray) \
  X(SampleRateShading) X(ImageRect) X(SampledRect) X(GenericPointer) X(Int8) \
  X(InputAttachment) X(SparseResidency) X(MinLod) X(Sampled1D) X(Image1D) \
  X(SampledCubeArray) X(SampledBuffer) X(ImageBuffer) X(ImageMSArray) \
  X(StorageImageExtendedFormats) X(ImageQuery) X(DerivativeControl) \
  X(InterpolationFunction) X(TransformFeedback) X(GeometryStreams) \
  X(StorageImageReadWithoutFormat) X(StorageImageWriteWithoutFormat) X(MultiViewport) \
  X(SubgroupDispatch) X(NamedBarrier) X(PipeStorage) X(GroupNonUniform) \
  X(GroupNonUniformVote) X(GroupNonUniformArithmetic) X(GroupNonUniformBallot) \
  X(GroupNonUniformShuffle) X(GroupNonUniformShuffleRelative) X(GroupNonUniformClustered) \
  X(GroupNonUniformQuad) X(ShaderLayer) X(ShaderViewportIndex) X(UniformDecoration) \
  X(FragmentShadingRateKHR) X(SubgroupBallotKHR) X(DrawParameters) \
  X(WorkgroupMemoryExplicitLayoutKHR) X(WorkgroupMemoryExplicitLayout8BitAccessKHR) \
  X(WorkgroupMemoryExplicitLayout16BitAccessKHR) X(SubgroupVoteKHR) \
  X(StorageBuffer16BitAccess) X(StorageUniform16) X(StoragePushConstant16) \
  X(StorageInputOutput16) X(DeviceGroup) X(MultiView) X(VariablePointersStorageBuffer) \
  X(VariablePointers) X(AtomicStorageOps) X(SampleMaskPostDepthCoverage) \
  X(StorageBuffer8BitAccess) X(UniformAndStorageBuffer8BitAccess) X(StoragePushConstant8) \
  X(DenormPreserve) X(DenormFlushToZero) X(SignedZeroInfNanPreserve) X(RoundingModeRTE) \
  X(RoundingModeRTZ) X(RayQueryProvisionalKHR) X(RayQueryKHR) \
  X(RayTraversalPrimitiveCullingKHR) X(RayTracingKHR) X(StencilExportEXT) X(Int64ImageEXT) \
  X(ShaderClockKHR) X(ShaderViewportIndexLayerEXT) X(FragmentFullyCoveredEXT) \
  X(MeshShadingEXT) X(FragmentBarycentricKHR) X(FragmentDensityEXT) X(ShaderNonUniform) \
  X(RuntimeDescriptorArray) X(InputAttachmentArrayDynamicIndexing) \
  X(UniformTexelBufferArrayDynamicIndexing) X(StorageTexelBufferArrayDynamicIndexing) \
  X(UniformBufferArrayNonUniformIndexing) X(SampledImageArrayNonUniformIndexing) \
  X(StorageBufferArrayNonUniformIndexing) X(StorageImageArrayNonUniformIndexing) \
  X(InputAttachmentArrayNonUniformIndexing) X(UniformTexelBufferArrayNonUniformIndexing) \
  X(StorageTexelBufferArrayNonUniformIndexing) X(VulkanMemoryModel) \
  X(VulkanMemoryModelDeviceScope) X(PhysicalStorageBufferAddresses) \
  X(RayTracingProvisionalKHR) X(FragmentShaderSampleInterlockEXT) \
  X(FragmentShaderShadingRateInterlockEXT) X(FragmentShaderPixelInterlockEXT) \
  X(DemoteToHelperInvocation) X(RayTracingOpacityMicromapEXT) X(AtomicFloat32MinMaxEXT) \
  X(AtomicFloat64MinMaxEXT) X(AtomicFloat16MinMaxEXT) X(ExpectAssumeKHR) \
  X(DotProductInputAll) X(DotProductInput4x8Bit) X(DotProductInput4x8BitPacked) \
  X(DotProduct) X(RayCullMaskKHR) X(BitInstructions) X(GroupNonUniformRotateKHR) \
  X(AtomicFloat32AddEXT) X(AtomicFloat64AddEXT) X(AtomicFloat16AddEXT) \
  X(GroupUniformArithmeticKHR)
#define NVSP_BUILTIN_NAMES(X) \
  X(Position) X(PointSize) X(ClipDistance) X(CullDistance) X(VertexId) X(InstanceId) \
  X(PrimitiveId) X(InvocationId) X(Layer) X(ViewportIndex) X(TessLevelOuter) \
  X(TessLevelInner) X(TessCoord) X(PatchVertices) X(FragCoord) X(PointCoord) X(FrontFacing) \
  X(SampleId) X(SamplePosition) X(SampleMask) X(FragDepth) X(HelperInvocation) \
  X(NumWorkgroups) X(WorkgroupSize) X(WorkgroupId) X(LocalInvocationId) \
  X(GlobalInvocationId) X(LocalInvocationIndex) X(WorkDim) X(GlobalSize) \
  X(EnqueuedWorkgroupSize) X(GlobalOffset) X(GlobalLinearId) X(SubgroupSize) \
  X(SubgroupMaxSize) X(NumSubgroups) X(NumEnqueuedSubgroups) X(SubgroupId) \
  X(SubgroupLocalInvocationId) X(VertexIndex) X(InstanceIndex) X(SubgroupEqMask) \
  X(SubgroupGeMask) X(SubgroupGtMask) X(SubgroupLeMask) X(SubgroupLtMask) X(BaseVertex) \
  X(BaseInstance) X(DrawIndex) X(PrimitiveShadingRateKHR) X(DeviceIndex) X(ViewIndex) \
  X(ShadingRateKHR) X(FragStencilRefEXT) X(FullyCoveredEXT) X(BaryCoordKHR) \
  X(BaryCoordNoPerspKHR) X(FragSizeEXT) X(FragInvocationCountEXT) \
  X(PrimitivePointIndicesEXT) X(PrimitiveLineIndicesEXT) X(PrimitiveTriangleIndicesEXT) \
  X(CullPrimitiveEXT) X(LaunchIdKHR) X(LaunchSizeKHR) X(WorldRayOriginKHR) \
  X(WorldRayDirectionKHR) X(ObjectRayOriginKHR) X(ObjectRayDirectionKHR) X(RayTminKHR) \
  X(RayTmaxKHR) X(InstanceCustomIndexKHR) X(ObjectToWorldKHR) X(WorldToObjectKHR) \
  X(HitKindKHR) X(IncomingRayFlagsKHR) X(RayGeometryIndexKHR) X(CullMaskKHR)
#define NVSP_SC_NAMES(X) \
  X(UniformConstant) X(Input) X(Uniform) X(Output) X(Workgroup) X(CrossWorkgroup) \
  X(Private) X(Function) X(Generic) X(PushConstant) X(AtomicCounter) X(Image) \
  X(StorageBuffer) X(CallableDataKHR) X(IncomingCallableDataKHR) X(RayPayloadKHR) \
  X(HitAttributeKHR) X(IncomingRayPayloadKHR) X(ShaderRecordBufferKHR) \
  X(PhysicalStorageBuffer) X(TaskPayloadWorkgroupEXT)
#define NVSP_DECO_NAMES(X) \
  X(RelaxedPrecision) X(SpecId) X(Block) X(BufferBlock) X(RowMajor) X(ColMajor) \
  X(ArrayStride) X(MatrixStride) X(GLSLShared) X(GLSLPacked) X(CPacked) X(BuiltIn) \
  X(NoPerspective) X(Flat) X(Patch) X(Centroid) X(Sample) X(Invariant) X(Restrict) \
  X(Aliased) X(Volatile) X(Constant) X(Coherent) X(NonWritable) X(NonReadable) X(Uniform) \
  X(UniformId) X(SaturatedConversion) X(Stream) X(Location) X(Component) X(Index) \
  X(Binding) X(DescriptorSet) X(Offset) X(XfbBuffer) X(XfbStride) X(FuncParamAttr) \
  X(FPRoundingMode) X(FPFastMathMode) X(LinkageAttributes) X(NoContraction) \
  X(InputAttachmentIndex) X(Alignment) X(MaxByteOffset) X(AlignmentId) X(MaxByteOffsetId) \
  X(NoSignedWrap) X(NoUnsignedWrap) X(PerPrimitiveEXT) X(PerVertexKHR) X(NonUniform) \
  X(RestrictPointer) X(AliasedPointer) X(CounterBuffer) X(UserSemantic)
#define NVSP_MODEL_NAMES(X) \
  X(Vertex) X(TessellationControl) X(TessellationEvaluation) X(Geometry) X(Fragment) \
  X(GLCompute) X(Kernel) X(RayGenerationKHR) X(IntersectionKHR) X(AnyHitKHR) \
  X(ClosestHitKHR) X(MissKHR) X(CallableKHR) X(TaskEXT) X(MeshEXT)
/* END GENERATED NAMES */

