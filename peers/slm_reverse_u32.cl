// slm_reverse_u32: a work-group reverses its dwords through shared local memory.
//   tmp[l] = src[i]; barrier; dst[i] = tmp[local_size - 1 - l]   (uint)
// The memlower twin (slm_reverse_u32.mir) is the work-group of one hardware thread (local size =
// SIMD width, local id = lane); it has no barrier: one thread's messages run in program order.
kernel void slm_reverse_u32(global const uint *src, global uint *dst) {
  local uint tmp[32];
  uint i = get_global_id(0);
  uint l = get_local_id(0);
  tmp[l] = src[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  dst[i] = tmp[get_local_size(0) - 1 - l];
}
