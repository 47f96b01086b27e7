import { pageContentSchema, type DocumentKey, type EditablePage } from "../content/documents.js";
import { TRANSLATED_LOCALES } from "../i18n/locales.js";
import { translatableTexts, type Translations } from "../i18n/translations.js";
import { SEED_PAGES } from "./content.js";
import { SEED_PAGE_TEXTS, type SideBySide } from "./text-translations.js";

/**
 * The Bangla and Arabic of the demo content (content.ts), written for their readers rather than word for word:
 * each English text's path with its Bangla and its Arabic side by side, for review. A path the English does not
 * have fails the seed test (tests/integration/seed.test.ts), so the two files cannot drift apart unnoticed.
 */

const NAVBAR: SideBySide = {
  companyName: { bn: "ক্রেস্টলাইন বিল্ডার্স অ্যান্ড ম্যানপাওয়ার", ar: "كريستلاين للمقاولات والقوى العاملة" },
};

const FOOTER: SideBySide = {
  companyDescription: {
    bn: "ক্রেস্টলাইন বিল্ডার্স অ্যান্ড ম্যানপাওয়ার লিমিটেড সারা বাংলাদেশে বাড়ি, অফিস ও শিল্পকারখানা নকশা করে নির্মাণ করে, আর সৌদি আরবের ঠিকাদারদের কাছে প্রশিক্ষিত ও সব কাগজপত্রসহ বাংলাদেশি দক্ষ কর্মী পাঠায়। সরকার-অনুমোদিত রিক্রুটিং এজেন্সি, লাইসেন্স নং RL-1187।",
    ar: "تصمّم شركة كريستلاين للمقاولات والقوى العاملة المحدودة وتنفّذ المساكن والمكاتب والمنشآت الصناعية في أنحاء بنغلاديش، وتوفّر للمقاولين في المملكة العربية السعودية عمالة بنغلاديشية ماهرة ومدرّبة مكتملة الوثائق. مكتب استقدام مرخّص برقم RL-1187.",
  },
  "officeLocations[0].country": { bn: "বাংলাদেশ", ar: "بنغلاديش" },
  "officeLocations[0].address": {
    bn: "ক্রেস্টলাইন টাওয়ার, লেভেল ৯, বাড়ি ৪২, রোড ১১, বনানী বা/এ, ঢাকা ১২১৩",
    ar: "برج كريستلاين، الطابق 9، مبنى 42، شارع 11، بناني، دكا 1213",
  },
  "officeLocations[1].country": { bn: "সৌদি আরব", ar: "المملكة العربية السعودية" },
  "officeLocations[1].address": {
    bn: "অফিস ৮০৪, আল মুসা বিজনেস সেন্টার, ওলায়া স্ট্রিট, আল ওলায়া, রিয়াদ ১২২১৩",
    ar: "مكتب 804، مركز الموسى للأعمال، شارع العليا، حي العليا، الرياض 12213",
  },
  copyrightText: {
    bn: "© {year} ক্রেস্টলাইন বিল্ডার্স অ্যান্ড ম্যানপাওয়ার লিমিটেড। সর্বস্বত্ব সংরক্ষিত।",
    ar: "© {year} كريستلاين للمقاولات والقوى العاملة المحدودة. جميع الحقوق محفوظة.",
  },
};

const HOME: SideBySide = {
  title: {
    bn: "ক্রেস্টলাইন বিল্ডার্স অ্যান্ড ম্যানপাওয়ার — বাংলাদেশে নির্মাণ, সৌদি আরবে দক্ষ কর্মী",
    ar: "كريستلاين للمقاولات والقوى العاملة — البناء في بنغلاديش وعمالة ماهرة للسعودية",
  },
  description: {
    bn: "সারা বাংলাদেশে নকশা থেকে নির্মাণ, আর সৌদি আরবের ঠিকাদারদের জন্য প্রশিক্ষিত ও যাচাই করা বাংলাদেশি কর্মী। কোটেশন চান বা বিদেশে চাকরির জন্য আবেদন করুন।",
    ar: "تصميم وتنفيذ مشاريع البناء في أنحاء بنغلاديش، وعمالة بنغلاديشية مدرّبة وموثّقة لمقاولي المملكة العربية السعودية. اطلب عرض سعر أو قدّم على وظائف في الخارج.",
  },
  "sections[0].eyebrow": { bn: "নির্মাণ · জনশক্তি · ২০০৯ সাল থেকে", ar: "مقاولات · قوى عاملة · منذ 2009" },
  "sections[0].title": {
    bn: "আমরা বাংলাদেশে গড়ি, আর সৌদি আরবের বড় প্রকল্পে দক্ষ কর্মী জোগাই",
    ar: "نبني في بنغلاديش ونزوّد مشاريع المملكة بالكفاءات التي تصنع مستقبلها",
  },
  "sections[0].subtitle": {
    bn: "পূর্বাচলের পারিবারিক বাড়ি থেকে রিয়াদের উঁচু ভবন — ক্রেস্টলাইন মানসম্মত নির্মাণ আর সব কাগজপত্রসহ দক্ষ কর্মী দেয় সময়মতো, কোনো গোপন খরচ ছাড়া।",
    ar: "من المنازل العائلية في بورباتشال إلى الأبراج في الرياض، تقدّم كريستلاين بناءً عالي الجودة وعمالة ماهرة مكتملة الوثائق، في الموعد المحدد ودون تكاليف خفية.",
  },
  "sections[0].primaryCta.label": { bn: "কোটেশন নিন", ar: "اطلب عرض سعر" },
  "sections[0].secondaryCta.label": { bn: "আমাদের প্রকল্পগুলো দেখুন", ar: "شاهد مشاريعنا" },
  "sections[1].items[0].label": { bn: "বছরের নির্মাণ অভিজ্ঞতা", ar: "عامًا في قطاع البناء" },
  "sections[1].items[1].label": { bn: "সম্পন্ন প্রকল্প", ar: "مشروعًا منجزًا" },
  "sections[1].items[2].label": { bn: "কর্মী সৌদি আরবে কর্মরত", ar: "عامل التحقوا بأعمالهم في السعودية" },
  "sections[1].items[3].label": { bn: "প্রকল্প সময়মতো হস্তান্তর", ar: "من المشاريع سُلّمت في موعدها" },
  "sections[2].eyebrow": { bn: "আমরা যা করি", ar: "ما نقدّمه" },
  "sections[2].title": { bn: "ভিত থেকে কর্মী পর্যন্ত — এক প্রতিষ্ঠানেই সব", ar: "شريك واحد من الأساسات حتى القوى العاملة" },
  "sections[2].subtitle": {
    bn: "আমাদের প্রকৌশলী, সাইট ম্যানেজার আর রিক্রুটাররা এক দল হয়ে কাজ করেন — যাঁদের আমরা প্রশিক্ষণ দিই, তাঁদের ওপরই নিজেদের সাইটে ভরসা করি।",
    ar: "يعمل مهندسونا ومديرو مواقعنا وفريق الاستقدام فريقًا واحدًا، فمن ندرّبهم هم أنفسهم من نعتمد عليهم في مواقعنا.",
  },
  "sections[2].items[0].title": { bn: "সাধারণ নির্মাণ", ar: "المقاولات العامة" },
  "sections[2].items[0].body": {
    bn: "আবাসিক, বাণিজ্যিক ও শিল্প ভবন — নকশাসহ বা আপনার নকশা অনুযায়ী, একজন দায়িত্বশীল প্রজেক্ট ম্যানেজারের তত্ত্বাবধানে।",
    ar: "مبانٍ سكنية وتجارية وصناعية بنظام التصميم والتنفيذ أو وفق مخططاتكم، بإشراف مدير مشروع واحد مسؤول أمامكم.",
  },
  "sections[2].items[0].link.label": { bn: "আমাদের সেবা", ar: "خدماتنا" },
  "sections[2].items[1].title": { bn: "সংস্কার ও ইন্টেরিয়র", ar: "الترميم والتشطيبات الداخلية" },
  "sections[2].items[1].body": {
    bn: "হোটেল, ক্লিনিক ও অফিসের সংস্কার — ভবন চালু রেখেই, ধাপে ধাপে কাজের পরিকল্পনা আর ধুলোমুক্ত এলাকায়।",
    ar: "تجديد الفنادق والعيادات والمكاتب وهي قيد التشغيل، بخطط عمل مرحلية ومناطق معزولة عن الغبار.",
  },
  "sections[2].items[1].link.label": { bn: "সংস্কারের কাজ দেখুন", ar: "شاهد أعمال الترميم" },
  "sections[2].items[2].title": { bn: "বিদেশে জনশক্তি", ar: "القوى العاملة للخارج" },
  "sections[2].items[2].body": {
    bn: "রাজমিস্ত্রি, ইলেকট্রিশিয়ান, রড মিস্ত্রি, ওয়েল্ডার ও চালক — সৌদি ঠিকাদারদের কাছে পাঠাই; ভিসা, মেডিকেল আর ট্রেড টেস্টের ব্যবস্থা আমাদের।",
    ar: "نوفّر للمقاولين السعوديين البنّائين والكهربائيين وحدّادي التسليح واللحّامين والسائقين، ونتولّى التأشيرات والفحوص الطبية واختبارات المهنة.",
  },
  "sections[2].items[2].link.label": { bn: "জনশক্তি প্রকল্প", ar: "مشاريع القوى العاملة" },
  "sections[2].items[3].title": { bn: "প্রশিক্ষণ ও সনদ", ar: "التدريب والشهادات" },
  "sections[2].items[3].body": {
    bn: "গাজীপুরে আমাদের দক্ষতা কেন্দ্রে বিনা খরচে ট্রেড ও নিরাপত্তা কোর্স, যার সনদ আমাদের সৌদি ক্লায়েন্টরা স্বীকার করেন।",
    ar: "دورات مهنية ودورات سلامة مجانية في مركز المهارات التابع لنا في غازيبور، بشهادات يعتمدها عملاؤنا في السعودية.",
  },
  "sections[2].items[3].link.label": { bn: "প্রশিক্ষণ কর্মসূচি", ar: "برامج التدريب" },
  "sections[3].eyebrow": { bn: "কেন ক্রেস্টলাইন", ar: "لماذا كريستلاين" },
  "sections[3].title": {
    bn: "প্রতিটি সাইটে প্রকৌশলের শৃঙ্খলা, প্রত্যেক কর্মীর প্রতি ন্যায্যতা",
    ar: "انضباط هندسي في كل موقع، وإنصاف لكل عامل",
  },
  "sections[3].body": {
    bn: "ক্রেস্টলাইনের প্রতিটি প্রকল্প চলে লিখিত কর্মসূচি, সাপ্তাহিক অগ্রগতি প্রতিবেদন আর একজন নির্দিষ্ট প্রকৌশলীর তত্ত্বাবধানে, যাঁকে আপনি যেকোনো সময় ফোন করতে পারেন। ব্যবহারের আগে প্রতিটি উপকরণ পরীক্ষা করা হয়, আর পরিস্থিতি নিরাপদ না হলে আমাদের সেফটি অফিসাররা কাজ বন্ধ করে দেন।\n\nজনশক্তির ক্ষেত্রে আমরা শুধু যাচাই করা নিয়োগকর্তার সঙ্গে কাজ করি, সব খরচ আগেই জানিয়ে দিই, আর চুক্তির পুরো সময় প্রত্যেক কর্মীর খোঁজ রাখি।",
    ar: "يسير كل مشروع من مشاريع كريستلاين وفق جدول زمني مكتوب وتقرير أسبوعي عن سير العمل، وبإشراف مهندس معروف بالاسم يمكنكم الاتصال به. نختبر المواد قبل استخدامها، ويوقف مسؤولو السلامة لدينا العمل متى كانت الظروف غير آمنة.\n\nوفي مجال القوى العاملة لا نتعامل إلا مع أصحاب عمل موثوقين، ونعلن كل التكاليف مسبقًا، ونبقى على تواصل مع كل عامل طوال مدة عقده.",
  },
  "sections[3].imageAlt": { bn: "ভোরে সাইটে ক্রেস্টলাইনের কর্মীদল", ar: "فريق كريستلاين في الموقع عند شروق الشمس" },
  "sections[3].bullets[0]": { bn: "ISO 9001:2015 সনদপ্রাপ্ত মান ব্যবস্থাপনা", ar: "نظام إدارة جودة معتمد وفق ISO 9001:2015" },
  "sections[3].bullets[1]": { bn: "রাজউক-তালিকাভুক্ত ‘ক’ শ্রেণির ঠিকাদার", ar: "مقاول مسجّل لدى هيئة راجوك من الفئة (أ)" },
  "sections[3].bullets[2]": {
    bn: "সরকার-অনুমোদিত রিক্রুটিং এজেন্সি, লাইসেন্স নং RL-1187",
    ar: "مكتب استقدام مرخّص حكوميًا برقم RL-1187",
  },
  "sections[3].bullets[3]": { bn: "২০২৪ সালে কাজ বন্ধ হওয়ার মতো একটিও দুর্ঘটনা নেই", ar: "صفر إصابات معطِّلة للعمل في عام 2024" },
  "sections[3].cta.label": { bn: "প্রতিষ্ঠান সম্পর্কে", ar: "تعرّف على الشركة" },
  "sections[4].eyebrow": { bn: "কর্মী ও এজেন্টদের জন্য", ar: "للعمال والوكلاء" },
  "sections[4].title": {
    bn: "বিদেশে কাজ করুন তাদের সঙ্গে, যারা বছরের পর বছর সঠিকভাবে কাজটি করে আসছে",
    ar: "اعمل في الخارج مع من يُتقنون هذا العمل منذ سنوات",
  },
  "sections[4].items[0].title": { bn: "যাচাই করা নিয়োগকর্তা", ar: "أصحاب عمل موثوقون" },
  "sections[4].items[0].body": {
    bn: "একটি চাহিদাপত্রও নেওয়ার আগে আমরা প্রত্যেক সৌদি নিয়োগকর্তাকে সরেজমিনে দেখে যাচাই করি।",
    ar: "نزور كل صاحب عمل سعودي ونتحقق منه قبل أن نقبل منه أي طلب استقدام.",
  },
  "sections[4].items[1].title": { bn: "কোনো গোপন ফি নেই", ar: "لا رسوم خفية" },
  "sections[4].items[1].body": {
    bn: "আমাদের শুধু নিবন্ধন ফি দিতে হয়, আর আবেদনের আগেই তা জানিয়ে দেওয়া হয়।",
    ar: "رسوم التسجيل هي الرسوم الوحيدة التي تدفعها لنا، وتُعلن لك قبل أن تتقدّم بطلبك.",
  },
  "sections[4].items[2].title": { bn: "ভিসায় সহায়তা", ar: "المساعدة في التأشيرة" },
  "sections[4].items[2].body": {
    bn: "ভিসা, মেডিকেল, পুলিশ ক্লিয়ারেন্স আর বিএমইটি নিবন্ধন — ধাপে ধাপে আপনার সঙ্গে থেকে আমরা তৈরি করি।",
    ar: "نجهّز معك التأشيرة والفحص الطبي وشهادة حسن السيرة والتسجيل لدى مكتب BMET، خطوة بخطوة.",
  },
  "sections[4].items[3].title": { bn: "সাপ্তাহিক কমিশন পরিশোধ", ar: "تسويات أسبوعية للمستحقات" },
  "sections[4].items[3].body": {
    bn: "এজেন্টরা প্রতি সপ্তাহে কমিশন পান, প্রতিটি নিয়োগের আলাদা হিসাবসহ।",
    ar: "يتسلّم الوكلاء عمولاتهم في تسويات أسبوعية، مع كشف حساب لكل عامل يُلحَق بعمله.",
  },
  "sections[4].items[4].title": { bn: "চাহিদাসম্পন্ন চাকরিতে অগ্রাধিকার", ar: "أولوية في الوظائف الأكثر طلبًا" },
  "sections[4].items[4].body": {
    bn: "নিবন্ধিত ও ট্রেড টেস্টে উত্তীর্ণ কর্মীরা নতুন চাকরির খবর সবার আগে পান।",
    ar: "العمال المسجّلون الناجحون في اختبار المهنة أول من يعلم بالفرص الجديدة.",
  },
  "sections[4].items[5].title": { bn: "বিনা খরচে প্রশিক্ষণ ও সনদ", ar: "تدريب وشهادات مجانًا" },
  "sections[4].items[5].body": {
    bn: "বিদেশে যাওয়ার আগে বিনা খরচে নিজের কাজে আরও দক্ষ হোন, নিরাপত্তা সনদ নিন।",
    ar: "طوّر مهارتك في مهنتك واحصل على شهادة سلامة دون أي تكلفة قبل سفرك.",
  },
  "sections[5].title": { bn: "সাধারণ জিজ্ঞাসা", ar: "الأسئلة الشائعة" },
  "sections[5].items[0].question": { bn: "ঢাকার বাইরে কি আপনারা কাজ নেন?", ar: "هل تنفّذون مشاريع خارج دكا؟" },
  "sections[5].items[0].answer": {
    bn: "হ্যাঁ। আমরা সারা বাংলাদেশে নির্মাণ করি; চট্টগ্রাম, সিলেট, গাজীপুর, নারায়ণগঞ্জ ও কুমিল্লায় প্রকল্প শেষ করেছি। সাইটের যাতায়াত ও পরিবহন খরচ প্রতিটি কোটেশনে ধরা থাকে।",
    ar: "نعم. نبني في أنحاء بنغلاديش، وأنجزنا مشاريع في شيتاغونغ وسيلهت وغازيبور ونارايانغانج وكوميلا. وتكاليف النقل والتجهيز للموقع مشمولة في كل عرض سعر.",
  },
  "sections[5].items[1].question": { bn: "বিদেশে কাজে পাঠাতে কত সময় লাগে?", ar: "كم يستغرق إلحاق العامل بعمله في الخارج؟" },
  "sections[5].items[1].answer": {
    bn: "বেশির ভাগ কাজের ক্ষেত্রে ট্রেড টেস্ট থেকে ফ্লাইট পর্যন্ত ছয় থেকে দশ সপ্তাহ লাগে — নিয়োগকর্তার ভিসা প্রক্রিয়া আর আপনার মেডিকেল ফলের ওপর নির্ভর করে।",
    ar: "في أغلب المهن تستغرق العملية من ستة إلى عشرة أسابيع من اختبار المهنة حتى السفر، بحسب إجراءات التأشيرة لدى صاحب العمل ونتيجة فحصك الطبي.",
  },
  "sections[5].items[2].question": { bn: "কর্মী নিবন্ধন ফি কি ফেরতযোগ্য?", ar: "هل رسوم تسجيل العامل قابلة للاسترداد؟" },
  "sections[5].items[2].answer": {
    bn: "এককালীন নিবন্ধন ফিতে আপনার ফাইল, ট্রেড টেস্ট আর প্রশিক্ষণের আসন অন্তর্ভুক্ত। বারো মাসের মধ্যে উপযুক্ত চাকরি দিতে না পারলে পুরো টাকা ফেরত দিই।",
    ar: "تغطي رسوم التسجيل التي تُدفع مرة واحدة ملفك واختبار المهنة ومقعدك في التدريب. وإن لم نتمكن من توفير وظيفة مناسبة لك خلال اثني عشر شهرًا نردّها إليك كاملة.",
  },
  "sections[6].title": { bn: "প্রকল্পের পরিকল্পনা করছেন, নাকি দক্ষ কর্মী দরকার?", ar: "تخطط لمشروع أو تحتاج إلى عمالة ماهرة؟" },
  "sections[6].body": {
    bn: "কী নির্মাণ করছেন, আমাদের জানান। একজন প্রজেক্ট ইঞ্জিনিয়ার এক কর্মদিবসের মধ্যে উত্তর দেবেন।",
    ar: "أخبرنا بما تبنيه، وسيردّ عليك أحد مهندسي المشاريع خلال يوم عمل واحد.",
  },
  "sections[6].primary.label": { bn: "কোটেশন চান", ar: "اطلب عرض سعر" },
  "sections[6].secondary.label": { bn: "বিদেশে চাকরি খুঁজুন", ar: "تصفّح وظائف الخارج" },
};

function split(sideBySide: SideBySide): Translations {
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, Object.fromEntries(Object.entries(sideBySide).map(([p, t]) => [p, t[locale]]))]),
  );
}

/**
 * The translations of every translatable text of `content` (a document or row as `schema` reads it) that `table`
 * has, by English text: what the seed stores for the texts written in text-translations.ts.
 */
export function translationsByText(schema: Parameters<typeof translatableTexts>[0], content: unknown, table: SideBySide) {
  return split(
    Object.fromEntries(
      translatableTexts(schema, content)
        .filter(({ text }) => table[text])
        .map(({ path, text }) => [path, table[text]!]),
    ),
  );
}

/** The seeded pages translated by text (text-translations.ts); the home page is written by path above. */
const PAGES_BY_TEXT: EditablePage[] = ["about", "training", "gallery", "contact"];

/** The published translations of the seeded documents (the collections and the gallery: index.ts). */
export const SEED_TRANSLATIONS: Partial<Record<DocumentKey, Translations>> = {
  "settings:navbar": split(NAVBAR),
  "settings:footer": split(FOOTER),
  "page:home": split(HOME),
  ...Object.fromEntries(
    PAGES_BY_TEXT.map((slug) => [
      `page:${slug}`,
      translationsByText(
        pageContentSchema,
        SEED_PAGES.find((p) => p.slug === slug),
        SEED_PAGE_TEXTS,
      ),
    ]),
  ),
};

// ───────────── forms: titles, field labels and options (answers keep the English option) ─────────────

export const SEED_FORM_TITLES: SideBySide = {
  "Agent Registration": { bn: "এজেন্ট নিবন্ধন", ar: "تسجيل الوكلاء" },
  "Worker Registration": { bn: "কর্মী নিবন্ধন", ar: "تسجيل العمال" },
  "Demand Submission": { bn: "কর্মীর চাহিদা জমা দিন", ar: "تقديم طلب عمالة" },
  "Job Application": { bn: "চাকরির আবেদন", ar: "التقديم على وظيفة" },
};

/** Every label and option of the seeded forms, by its English text. */
export const SEED_FORM_TEXTS: SideBySide = {
  "Full Name": { bn: "পুরো নাম", ar: "الاسم الكامل" },
  "Agency Name": { bn: "এজেন্সির নাম", ar: "اسم الوكالة" },
  Email: { bn: "ইমেইল", ar: "البريد الإلكتروني" },
  Phone: { bn: "ফোন নম্বর", ar: "رقم الهاتف" },
  Country: { bn: "দেশ", ar: "الدولة" },
  "Years of Experience": { bn: "কত বছরের অভিজ্ঞতা", ar: "سنوات الخبرة" },
  "Trade License": { bn: "ট্রেড লাইসেন্স", ar: "الرخصة التجارية" },
  "Passport Number": { bn: "পাসপোর্ট নম্বর", ar: "رقم جواز السفر" },
  "Date of Birth": { bn: "জন্ম তারিখ", ar: "تاريخ الميلاد" },
  Trade: { bn: "পেশা", ar: "المهنة" },
  "Experience (years)": { bn: "অভিজ্ঞতা (বছর)", ar: "الخبرة (بالسنوات)" },
  "Passport Copy": { bn: "পাসপোর্টের কপি", ar: "صورة جواز السفر" },
  Photo: { bn: "ছবি", ar: "صورة شخصية" },
  "Company Name": { bn: "প্রতিষ্ঠানের নাম", ar: "اسم الشركة" },
  "Contact Person": { bn: "যোগাযোগের ব্যক্তি", ar: "الشخص المسؤول عن التواصل" },
  "Trades Needed": { bn: "যে পেশার কর্মী দরকার", ar: "المهن المطلوبة" },
  "Number of Workers": { bn: "কর্মীর সংখ্যা", ar: "عدد العمال" },
  Details: { bn: "বিস্তারিত", ar: "التفاصيل" },
  "Demand Letter": { bn: "চাহিদাপত্র", ar: "خطاب الطلب" },
  Job: { bn: "চাকরি", ar: "الوظيفة" },
  Experience: { bn: "অভিজ্ঞতা", ar: "الخبرة" },
  CV: { bn: "সিভি (জীবনবৃত্তান্ত)", ar: "السيرة الذاتية" },
  // countries
  Bangladesh: { bn: "বাংলাদেশ", ar: "بنغلاديش" },
  "Saudi Arabia": { bn: "সৌদি আরব", ar: "المملكة العربية السعودية" },
  "United Arab Emirates": { bn: "সংযুক্ত আরব আমিরাত", ar: "الإمارات العربية المتحدة" },
  Qatar: { bn: "কাতার", ar: "قطر" },
  Oman: { bn: "ওমান", ar: "عُمان" },
  Kuwait: { bn: "কুয়েত", ar: "الكويت" },
  Bahrain: { bn: "বাহরাইন", ar: "البحرين" },
  Malaysia: { bn: "মালয়েশিয়া", ar: "ماليزيا" },
  Other: { bn: "অন্যান্য", ar: "أخرى" },
  // trades
  Mason: { bn: "রাজমিস্ত্রি", ar: "بنّاء" },
  Carpenter: { bn: "কাঠমিস্ত্রি", ar: "نجّار" },
  Electrician: { bn: "ইলেকট্রিশিয়ান", ar: "كهربائي" },
  Plumber: { bn: "প্লাম্বার", ar: "سبّاك" },
  "Steel Fixer": { bn: "রড মিস্ত্রি", ar: "حدّاد تسليح" },
  Welder: { bn: "ওয়েল্ডার", ar: "لحّام" },
  Painter: { bn: "রংমিস্ত্রি", ar: "دهّان" },
  Driver: { bn: "গাড়িচালক", ar: "سائق" },
  Cleaner: { bn: "পরিচ্ছন্নতাকর্মী", ar: "عامل نظافة" },
};

/** The translations of one seeded form field: its label and each of its options, from SEED_FORM_TEXTS. */
export function seedFieldTranslations(name: string, options: readonly string[]): Translations {
  const entries = [["name", name], ...options.map((o, i) => [`options[${i}]`, o])] as const;
  return split(
    Object.fromEntries(
      entries.filter(([, english]) => SEED_FORM_TEXTS[english]).map(([p, english]) => [p, SEED_FORM_TEXTS[english]!]),
    ),
  );
}

// ───────────── jobs: titles (the requirements: text-translations.ts) ─────────────

export const SEED_JOB_TITLES: SideBySide = {
  "Shuttering Carpenter": { bn: "শাটারিং কাঠমিস্ত্রি", ar: "نجّار طوبار" },
  "Steel Fixer": { bn: "রড মিস্ত্রি", ar: "حدّاد تسليح" },
  "Building Electrician": { bn: "বিল্ডিং ইলেকট্রিশিয়ান", ar: "كهربائي مباني" },
  Plumber: { bn: "প্লাম্বার", ar: "سبّاك" },
  "6G Pipe Welder": { bn: "৬জি পাইপ ওয়েল্ডার", ar: "لحّام أنابيب 6G" },
  "Mason (Block & Plaster)": { bn: "রাজমিস্ত্রি (ব্লক ও প্লাস্টার)", ar: "بنّاء (بلوك ولياسة)" },
  "Heavy Duty Driver": { bn: "ভারী যানবাহনের চালক", ar: "سائق معدات ثقيلة" },
  "HVAC Technician": { bn: "এইচভিএসি টেকনিশিয়ান", ar: "فني تكييف وتهوية" },
  Scaffolder: { bn: "স্ক্যাফোল্ডিং মিস্ত্রি", ar: "فنّي سقالات" },
};

/** The translations of a seeded text found in a side-by-side table (none when it is not there). */
export function seedTextTranslations(path: string, english: string, table: SideBySide): Translations {
  const found = table[english];
  return found ? split({ [path]: found }) : {};
}
