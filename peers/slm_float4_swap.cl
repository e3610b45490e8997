// slm_float4_swap: neighbouring float4 pixels swap places through shared local memory.
//   tmp[l] = src[i]; barrier; dst[i] = tmp[l ^ 1]   (float4)
// memlower twin: slm_float4_swap.mir (a work-group of one thread, local id = lane, no barrier).
kernel void slm_float4_swap(global const float4 *src, global float4 *dst) {
  local float4 tmp[32];
  uint i = get_global_id(0);
  uint l = get_local_id(0);
  tmp[l] = src[i];
  barrier(CLK_LOCAL_MEM_FENCE);
  dst[i] = tmp[l ^ 1];
}
