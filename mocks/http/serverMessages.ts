/** Chinese messages the reference backend answers with, beyond the contract's standard ones (spec 8.2). */
export const ServerMessage = {
  apiNotFound: '接口不存在',
  usernameExists: '用户名已存在',
  invalidJson: '请求内容不是有效的JSON',
  emptyBody: '请求内容不能为空',
  unsupportedContentType: '不支持的请求内容类型，请使用application/json',
  bodyTooLarge: '请求内容过大',
  bodyNotObject: '请求内容必须是JSON对象',
  badRequest: '请求格式不正确',
  badUrl: '请求地址格式不正确',
  headersTooLarge: '请求头过大',
  requestTimeout: '请求超时',
  insufficientFunds: '余额不足',
  /** sendCode/two type 5 with cate other than "1". */
  emailCodeByEmailOnly: '发送方式：邮箱验证码只能通过邮件发送',
} as const;
