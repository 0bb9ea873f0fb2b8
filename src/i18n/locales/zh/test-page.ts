/** Chinese texts of /test/index, the mock page of demo mode (spec 000 §2: for mock use only). */
export const testPageZh = {
  title: '测试页',
  intro: '本页只在演示模式下提供：/api 请求由浏览器内的模拟后端应答，数据是固定种子生成的演示数据。',
  controls: '模拟后端可以调整的内容',
  how: '点击页面右下角的「模拟后端」按钮打开设置面板。',
  items: {
    latency: '响应延迟：每个请求应答前等待的毫秒数',
    failureRate: '随机失败率：业务接口按此比例返回 500（登录相关接口除外）',
    oneShot: '单次故障：指定接口的下一次请求失败（500、401、网络错误、应答丢失、HTML 页面、损坏的 JSON、空响应、永不应答）',
    rules: '按接口的故障规则：某个接口族或接口一直被拒绝或变慢，直到移除规则',
    session: '会话：访问令牌有效期、登录验证码、重复 Idempotency-Key 的处理，立即让所有令牌过期',
    data: '演示数据：重置为初始状态',
  },
};
