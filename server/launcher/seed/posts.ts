// Six demo posts, three in English and three in Arabic, across several categories.
import type { Palette } from './images.ts';

interface SeedPost {
  daysAgo: number;
  language?: 'en' | 'ar';
  /** Index of the post this one translates: the two are linked both ways. */
  translationOf?: number;
  title: string;
  description: string;
  category: string;
  author: string;
  palette: Palette;
  content: string;
}

export const seedPosts: SeedPost[] = [
  {
    daysAgo: 3,
    language: 'en',
    title: 'Why the next interface is a sentence',
    description:
      'Menus and shortcuts served us for forty years. Here is why plain language is becoming the fastest way to get work done on a computer.',
    category: 'AI Trends',
    author: 'Yasmine El Amrani',
    palette: { from: '#312e81', to: '#0e7490', accent: '#a5b4fc', seed: 11 },
    content: `Every generation of computing has picked a new way to say what we want. Command lines asked us to learn a vocabulary, graphical interfaces asked us to learn where things live. **Natural language asks nothing of us at all.**

## From clicks to intent

When you tell Sahla to *"rename last week's invoices by client and move them to the shared folder"*, you describe an outcome, not a path through menus. The assistant plans the steps, shows you what it is about to do, and carries them out.

- Fewer context switches between apps
- No need to remember where a setting lives
- A record of what was done, in words you can read

## What changes in 2025

Models now understand multi-step instructions with **99.9% accuracy** on our internal benchmarks, and respond in under 200 ms. That is fast enough for language to feel like a control, not a chat.

> The best interface is the one you already know how to use.

We think the sentence is that interface.`,
  },
  {
    daysAgo: 9,
    title: 'Privacy-first by design: keeping your data on your desk',
    description:
      'Local processing and end-to-end encryption are not features we added later. They shaped every decision in how Sahla was built.',
    category: 'Ethics',
    author: 'Omar Benjelloun',
    palette: { from: '#0f172a', to: '#4338ca', accent: '#67e8f9', seed: 23 },
    content: `An assistant that can operate your computer sees a great deal. That is exactly why we decided early that **what it sees should stay with you**.

## Three commitments

1. **Local first.** Everything that can run on your machine does.
2. **Encrypted always.** When a task needs the cloud, data travels end-to-end encrypted.
3. **Nothing kept by default.** Sessions are not stored unless you ask for history.

## Auditable by design

Every action the assistant takes is listed in plain language, so you can review it, undo it, or export it for your compliance team. Our SOC 2 certification covers the whole pipeline.

Privacy is not a setting. It is the architecture.`,
  },
  {
    daysAgo: 16,
    title: 'Teaching an assistant to understand Darija',
    description:
      'Moroccan Arabic mixes Arabic, French and Amazigh in a single sentence. Building for it taught us a lot about language models everywhere.',
    category: 'NLP',
    author: 'Salma Idrissi',
    palette: { from: '#7c2d12', to: '#be185d', accent: '#fde68a', seed: 37 },
    content: `Ask anyone in Casablanca to describe their morning and you may hear three languages before the coffee arrives. Darija is not an edge case for us: **it is home**.

## Code-switching is the norm

A single instruction can read *"ftah lia l'email dyal Karim w sift lih le rapport"*. Arabic script, Latin script, French nouns and Darija grammar, all at once.

## What worked

- Training on real, consented conversations rather than translated text
- Treating script choice as a signal, not noise
- Evaluating with native speakers from different regions

## What it means for everyone

Models that handle code-switching well turn out to be more robust in **all 50+ languages** we support. Messy, real language is the best teacher.`,
  },
  {
    daysAgo: 23,
    title: 'كيف يتعلّم المساعد من عاداتك دون أن يراقبك',
    description:
      'التعلّم التكيّفي يجعل سهلة أسرع في فهم طريقتك في العمل، مع بقاء بياناتك على جهازك. إليك كيف نوازن بين الأمرين.',
    category: 'Machine Learning',
    author: 'سلمى الإدريسي',
    palette: { from: '#064e3b', to: '#0e7490', accent: '#a7f3d0', seed: 41 },
    content: `كل مستخدم يعمل بطريقته الخاصة: بعضنا يرتّب الملفات حسب التاريخ، وبعضنا حسب العميل. **المساعد الجيد يتعلّم ذلك دون أن تشرحه له مرتين.**

## التعلّم على الجهاز

يحدث التكيّف محلياً على حاسوبك. لا تُرسل عاداتك إلى أي خادم، بل يُحدَّث نموذج صغير خاص بك بعد كل مهمة.

- تفضيلات التسمية والتنظيم
- التطبيقات التي تستخدمها أكثر
- الأوقات التي تفضّل فيها الإشعارات

## أنت صاحب القرار

يمكنك في أي لحظة مراجعة ما تعلّمه المساعد عنك، أو حذفه بالكامل بنقرة واحدة.

> الذكاء الحقيقي أن تفهم المستخدم، لا أن تراقبه.`,
  },
  {
    daysAgo: 31,
    title: 'الابتكار من الدار البيضاء: قصة بناء سهلة',
    description: 'من فكرة على طاولة مقهى إلى مساعد يعمل بأكثر من 50 لغة: رحلة فريق مغربي صغير نحو منتج عالمي.',
    category: 'Innovation',
    author: 'عمر بنجلون',
    palette: { from: '#1e1b4b', to: '#9333ea', accent: '#f0abfc', seed: 53 },
    content: `بدأت سهلة بسؤال بسيط: **لماذا ما زلنا نتعلّم لغة الحاسوب بدل أن يتعلّم هو لغتنا؟**

## البدايات

في عام 2025 اجتمع فريق صغير من المهندسين والباحثين في الدار البيضاء. كان الهدف واضحاً: مساعد ينفّذ التعليمات المكتوبة بلغة طبيعية على سطح المكتب، بسرعة وأمان.

## ما تعلّمناه

1. ابدأ بمشكلة حقيقية يعيشها الناس كل يوم.
2. اجعل الخصوصية أساس التصميم لا إضافة لاحقة.
3. اختبر مع المستخدمين مبكراً وباستمرار.

## الخطوة التالية

نستعد لإطلاق النسخة التجريبية في 2026، ونتطلع إلى مشاركتكم فيها.`,
  },
  {
    daysAgo: 40,
    title: 'أقل من 200 ملّي ثانية: ما الذي يجري خلف الكواليس',
    description: 'كيف نجعل المساعد يستجيب في أقل من 200 ملّي ثانية؟ نظرة تقنية على البنية التي تقف وراء سرعة سهلة.',
    category: 'Technology',
    author: 'ياسمين العمراني',
    palette: { from: '#0c4a6e', to: '#1d4ed8', accent: '#bae6fd', seed: 67 },
    content: `السرعة ليست رفاهية في مساعد يشغّل حاسوبك: **كل تأخير يكسر الإحساس بالتحكّم.**

## ثلاث طبقات

- **نموذج محلي صغير** يفهم التعليمات الشائعة فوراً.
- **مخطِّط مهام** يحوّل الجملة إلى خطوات قابلة للتنفيذ.
- **منفّذ آمن** يتحقق من كل خطوة قبل تطبيقها.

## القياس المستمر

نقيس زمن الاستجابة في كل إصدار، ونرفض أي تغيير يرفعه. النتيجة: استجابة في أقل من 200 ملّي ثانية وتوافر بنسبة 99.99%.

\`\`\`
instruction -> plan -> verify -> act
\`\`\``,
  },
  {
    daysAgo: 2,
    language: 'ar',
    // The Arabic edition of the first post: the two are linked as translations.
    translationOf: 0,
    title: 'لماذا ستكون الواجهة القادمة جملة',
    description:
      'خدمتنا القوائم والاختصارات أربعين عامًا. إليك لماذا أصبحت اللغة البسيطة أسرع طريقة لإنجاز العمل على الحاسوب.',
    category: 'AI Trends',
    author: 'ياسمين العمراني',
    palette: { from: '#312e81', to: '#0e7490', accent: '#a5b4fc', seed: 11 },
    content: `اختار كل جيل من الحوسبة طريقة جديدة ليقول ما نريد. **أما اللغة الطبيعية فلا تطلب منا شيئًا.**

## من النقرات إلى النية

حين تطلب من سهلة *«أعد تسمية فواتير الأسبوع الماضي حسب العميل وانقلها إلى المجلد المشترك»*، فأنت تصف نتيجة لا طريقًا عبر القوائم.`,
  },
];
