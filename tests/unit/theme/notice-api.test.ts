// @vitest-environment node
import * as v from 'valibot';
import { NoticeRecordSchema, plainText } from '@services/api/notice';

const toNoticeRecord = (raw: unknown) => v.parse(NoticeRecordSchema, raw);

test('plainText drops markup and scripts, decodes common entities, collapses whitespace', () => {
  expect(plainText('<p>油价 <strong>上调</strong></p><p>请知悉</p>')).toBe('油价 上调 请知悉');
  expect(plainText('<script>alert(1)</script>正文<style>p{}</style>')).toBe('正文');
  expect(plainText('A &amp; B &lt;b&gt; &quot;x&quot; &#39;y&#39;&nbsp;z')).toBe('A & B <b> "x" \'y\' z');
  expect(plainText('第一行<br/>第二行')).toBe('第一行 第二行');
  expect(plainText('  纯文本  ')).toBe('纯文本');
});

test('a notice is decoded field by field; an answer that is not a notice is refused', () => {
  expect(
    toNoticeRecord({
      id: '1873600000000000101',
      title: '标题',
      category: '4',
      categoryName: '指示通知',
      releaseTime: '2025-01-01 08:00:00',
      content: '<p>内容</p>',
    }),
  ).toEqual({
    id: '1873600000000000101',
    title: '标题',
    category: 4,
    categoryName: '指示通知',
    releaseTime: '2025-01-01 08:00:00',
    content: '内容',
  });
  expect(toNoticeRecord({ id: 7, title: null, category: 8, categoryName: '其他' })).toEqual({
    id: '7',
    title: '',
    category: null,
    categoryName: '其他',
    releaseTime: '',
    content: '',
  });
  expect(() => toNoticeRecord('nonsense')).toThrow();
  expect(() => toNoticeRecord({ title: { text: '标题' } })).toThrow('expected text');
});
