import type { EmailStrings } from "./types";

export const zh: EmailStrings = {
  subjectLine: (platform, subject) => `${platform}：${subject}`,
  greeting: (name) => `${name}，您好：`,
  signOff: (platform) => `—— ${platform} 团队`,
  unsubscribe: "退订此类邮件",
  labelled: (label, url) => `${label}：${url}`,
  list: (items) => items.join("、"),

  verification: {
    subject: "请验证您的邮箱地址",
    welcome: (platform) => `欢迎加入 ${platform}！请确认这是您的邮箱地址。`,
    action: "验证邮箱地址",
    note: "该链接仅能使用一次，48 小时内有效。如果您并未注册，请忽略此邮件。",
  },
  password_reset: {
    subject: "重置您的密码",
    body: "有人（希望是您本人）申请重置您账户的密码。",
    action: "设置新密码",
    note: "该链接仅能使用一次，1 小时内有效。如果这不是您本人的操作，请忽略此邮件，您的密码不会改变。",
  },
  password_changed: {
    subject: "您的密码已更改",
    body: "您账户的密码刚刚已更改，其他已登录的设备均已退出登录。",
    advice: "如果这不是您本人的操作，请立即重置密码并联系客服。",
    action: "重置密码",
  },
  payout_method_changed: {
    subject: "您的收款方式已更改",
    body: "您用于接收付款的 PayPal 邮箱或银行账户刚刚已更改。",
    advice: "如果这不是您本人的操作，请立即重置密码，并在下次付款前联系客服。",
    action: "重置密码",
  },
  two_factor_recovery_code_used: {
    subject: "有人使用恢复码登录了您的账户",
    body: "刚刚有人使用您账户的一个恢复码（而非身份验证器应用）登录了您的账户。",
    remaining: (count) => `还剩 ${count} 个未使用的恢复码。`,
    advice: "如果不是您本人操作，请立即重置密码并联系客服。",
    action: "重置密码",
  },
  two_factor_disabled: {
    subject: "两步验证登录已关闭",
    byOwner: "您账户的两步验证登录刚刚被关闭：现在只需密码即可登录。",
    byAdmin: "管理员关闭了您账户的两步验证登录：现在只需密码即可登录。您可以在个人资料中重新开启。",
    advice: "如果这不是您的请求，请立即重置密码并联系客服。",
    action: "重置密码",
  },
  new_sign_in: {
    subject: "您的账户有新的登录",
    device: (browser, os) => [browser || "未知浏览器", os && `（${os}）`].filter(Boolean).join(""),
    body: (device, date, time) => `您的账户刚刚从一个此前未使用过的浏览器登录：${device}，时间为 ${date} ${time}。`,
    address: (ip) => `地址：${ip}`,
    advice: "如果是您本人，无需任何操作。如果不是，请立即重置密码：所有会话都将退出登录。",
    action: "重置密码",
  },
  signup_attempt: {
    subject: "有人尝试用您的邮箱注册",
    body: "刚刚有人尝试用此邮箱地址创建新账户。该邮箱在本站已有账户，因此没有创建新账户。",
    advice: "如果是您本人，请直接登录；如果忘记了密码，请重置密码。如果不是您，可以忽略此邮件。",
    action: "重置密码",
  },
  purchase_receipt: {
    subject: (course) => `《${course}》购买收据`,
    thanks: "感谢您的购买，以下是您的收据。",
    course: (course) => `课程：${course}`,
    price: (amount) => `原价：${amount}`,
    discount: (code, amount) => `优惠（${code}）：-${amount}`,
    amount: (amount, monthly) => `金额：${amount}${monthly ? "（按月分期）" : ""}`,
    type: (monthly) => `类型：${monthly ? "按月订阅" : "一次性购买"}`,
    reference: (reference) => `付款参考号：${reference}`,
    action: "前往我的课程",
  },
  payment_failed: {
    subject: (course) => `《${course}》付款失败`,
    body: (amount, course, refunded) =>
      refunded
        ? `您为《${course}》支付的 ${amount} 未能被接受，已全额退款。`
        : `您为《${course}》支付的 ${amount} 未能成功，未产生任何扣款。`,
    action: "重新付款",
  },
  subscription_cancelled: {
    subject: (course) => `《${course}》的订阅已取消`,
    body: (course) => `您对《${course}》的按月订阅已取消，今后不会再扣款。`,
    access: (date) => `您可以继续学习至 ${date}。`,
  },
  refund_issued: {
    subject: (course) => `《${course}》已退款`,
    body: (amount, course, reference) => `我们已为《${course}》向您退款 ${amount}（付款参考号：${reference}）。`,
    note: "退款可能需要几天时间才会显示在您的账单上。",
  },
  certificate_earned: {
    subject: (course) => `您的《${course}》结业证书`,
    body: (course) => `恭喜！您已完成《${course}》，并获得了结业证书。`,
    action: "查看证书公开页面",
  },
  commission_earned: {
    subject: "您获得了一笔佣金",
    body: (amount, product) => `有人通过您的推广链接购买了《${product}》，您因此获得 ${amount} 佣金。`,
    action: "查看我的佣金",
  },
  payout_sent: {
    subject: "您的提现款项已发出",
    body: (amount, period) => `我们已向您发放 ${period}的提现款项 ${amount}。`,
    action: "查看提现记录",
  },
  chapter_unlocked: {
    subject: (course) => `《${course}》有新内容`,
    one: (course, chapter) => `《${course}》有一个新章节已向您开放：${chapter}。`,
    many: (course, chapters) => `《${course}》有新章节已向您开放：${chapters}。`,
    action: "继续学习",
  },
  data_export_ready: {
    subject: "您的数据已可下载",
    body: "您申请的个人数据存档已准备好。",
    action: "下载我的数据",
    note: (h) => `该链接在 ${h} 小时内有效，且仅在您登录账户时可用；之后存档将被删除。如果这不是您本人的申请，请修改密码。`,
  },
};
