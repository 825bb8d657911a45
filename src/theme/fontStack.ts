/** spec: CJK first, so Chinese never falls back to a Latin face's metrics. System fonts: nothing to download. */
export const CJK_FONT_STACK = '"PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif';
