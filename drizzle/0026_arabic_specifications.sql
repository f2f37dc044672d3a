-- The specification values written in words get their Arabic (issue 35; decision 041,
-- "Specification values"): a JSON object in product_texts, only the keys translated (the English
-- shows for the others). The seeded products' Arabic, as app/server/db/seed-arabic.server.ts
-- (seedSpecificationsAr) writes it into a new database, goes only into an Arabic row that has none
-- yet, of a product whose English values are still the seeded ones, so an editor's text stays.
ALTER TABLE `product_texts` ADD `specifications` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE `product_texts` SET `specifications` = '{"current":"110 A (في الهواء عند 30 °C)","insulation":"بولي إيثيلين متشابك (XLPE)","insulationMaterial":"بولي إيثيلين متشابك (XLPE)، بسماكة اسمية 0.7 mm","sheath":"غلاف خارجي من PVC","sheathMaterial":"بولي فينيل كلوريد (PVC) من النوع ST2، مثبط للهب (IEC 60332-1-2)","flexibility":"الفئة 2، مجدول من 7 أسلاك (IEC 60228)","temperature":"من -15 °C إلى 90 °C","operatingTemp":"90 °C للموصل؛ 250 °C عند القصر (5 s)","bendRadius":"12 × القطر الخارجي","availableColors":"أسود، أحمر، أزرق، أصفر/أخضر"}'
WHERE `product_id` = '1' AND `locale` = 'ar' AND `specifications` = '{}' AND EXISTS (
  SELECT 1 FROM `products` WHERE `id` = '1' AND json_extract(`specifications`, '$.current') = '110 A (in air at 30 °C)'
    AND json_extract(`specifications`, '$.insulation') = 'XLPE'
    AND json_extract(`specifications`, '$.insulationMaterial') = 'Cross-linked polyethylene, 0.7 mm nominal wall'
    AND json_extract(`specifications`, '$.sheath') = 'PVC outer sheath'
    AND json_extract(`specifications`, '$.sheathMaterial') = 'PVC type ST2, flame retardant (IEC 60332-1-2)'
    AND json_extract(`specifications`, '$.flexibility') = 'Class 2 stranded, 7 wires (IEC 60228)'
    AND json_extract(`specifications`, '$.temperature') = '-15 °C to +90 °C'
    AND json_extract(`specifications`, '$.operatingTemp') = '90 °C conductor; 250 °C short circuit (5 s)'
    AND json_extract(`specifications`, '$.bendRadius') = '12 × overall diameter'
    AND json_extract(`specifications`, '$.availableColors') = 'Black, Red, Blue, Yellow/Green');--> statement-breakpoint
UPDATE `product_texts` SET `specifications` = '{"current":"145 A (في الهواء عند 30 °C)","insulation":"بولي إيثيلين متشابك (XLPE)","insulationMaterial":"بولي إيثيلين متشابك (XLPE)، بسماكة اسمية 0.9 mm","sheath":"غلاف خارجي من PVC","sheathMaterial":"بولي فينيل كلوريد (PVC) من النوع ST2، مثبط للهب (IEC 60332-1-2)","flexibility":"الفئة 2، مجدول مضغوط من 7 أسلاك (IEC 60228)","temperature":"من -15 °C إلى 90 °C","operatingTemp":"90 °C للموصل؛ 250 °C عند القصر (5 s)","bendRadius":"12 × القطر الخارجي","availableColors":"أسود، أحمر، أزرق، أصفر/أخضر"}'
WHERE `product_id` = '2' AND `locale` = 'ar' AND `specifications` = '{}' AND EXISTS (
  SELECT 1 FROM `products` WHERE `id` = '2' AND json_extract(`specifications`, '$.current') = '145 A (in air at 30 °C)'
    AND json_extract(`specifications`, '$.insulation') = 'XLPE'
    AND json_extract(`specifications`, '$.insulationMaterial') = 'Cross-linked polyethylene, 0.9 mm nominal wall'
    AND json_extract(`specifications`, '$.sheath') = 'PVC outer sheath'
    AND json_extract(`specifications`, '$.sheathMaterial') = 'PVC type ST2, flame retardant (IEC 60332-1-2)'
    AND json_extract(`specifications`, '$.flexibility') = 'Class 2 compacted stranded, 7 wires (IEC 60228)'
    AND json_extract(`specifications`, '$.temperature') = '-15 °C to +90 °C'
    AND json_extract(`specifications`, '$.operatingTemp') = '90 °C conductor; 250 °C short circuit (5 s)'
    AND json_extract(`specifications`, '$.bendRadius') = '12 × overall diameter'
    AND json_extract(`specifications`, '$.availableColors') = 'Black, Red, Blue, Yellow/Green');--> statement-breakpoint
UPDATE `product_texts` SET `specifications` = '{"current":"41 A (في الهواء عند 30 °C)","insulation":"بولي فينيل كلوريد (PVC)","insulationMaterial":"بولي فينيل كلوريد (PVC) من النوع A، بسماكة اسمية 1.0 mm","sheath":"غلاف خارجي من PVC، أسود","sheathMaterial":"بولي فينيل كلوريد (PVC) من النوع ST1، مثبط للهب (IEC 60332-1-2)","flexibility":"الفئة 2، مجدول (IEC 60228)","temperature":"من -5 °C إلى 70 °C","operatingTemp":"70 °C للموصل؛ 160 °C عند القصر (5 s)","bendRadius":"10 × القطر الخارجي","availableColors":"بني، أزرق، أصفر/أخضر"}'
WHERE `product_id` = '3' AND `locale` = 'ar' AND `specifications` = '{}' AND EXISTS (
  SELECT 1 FROM `products` WHERE `id` = '3' AND json_extract(`specifications`, '$.current') = '41 A (in air at 30 °C)'
    AND json_extract(`specifications`, '$.insulation') = 'PVC'
    AND json_extract(`specifications`, '$.insulationMaterial') = 'PVC type A, 1.0 mm nominal wall'
    AND json_extract(`specifications`, '$.sheath') = 'PVC outer sheath, black'
    AND json_extract(`specifications`, '$.sheathMaterial') = 'PVC type ST1, flame retardant (IEC 60332-1-2)'
    AND json_extract(`specifications`, '$.flexibility') = 'Class 2 stranded (IEC 60228)'
    AND json_extract(`specifications`, '$.temperature') = '-5 °C to +70 °C'
    AND json_extract(`specifications`, '$.operatingTemp') = '70 °C conductor; 160 °C short circuit (5 s)'
    AND json_extract(`specifications`, '$.bendRadius') = '10 × overall diameter'
    AND json_extract(`specifications`, '$.availableColors') = 'Brown, Blue, Yellow/Green');--> statement-breakpoint
UPDATE `product_texts` SET `specifications` = '{"current":"57 A (في الهواء عند 30 °C)","insulation":"بولي فينيل كلوريد (PVC)","insulationMaterial":"بولي فينيل كلوريد (PVC) من النوع A، بسماكة اسمية 1.0 mm","sheath":"غلاف خارجي من PVC، أسود","sheathMaterial":"بولي فينيل كلوريد (PVC) من النوع ST1، مقاوم للأشعة فوق البنفسجية","flexibility":"الفئة 2، مجدول (IEC 60228)","temperature":"من -5 °C إلى 70 °C","operatingTemp":"70 °C للموصل؛ 160 °C عند القصر (5 s)","bendRadius":"12 × القطر الخارجي","availableColors":"بني، أسود، رمادي، أزرق، أصفر/أخضر"}'
WHERE `product_id` = '4' AND `locale` = 'ar' AND `specifications` = '{}' AND EXISTS (
  SELECT 1 FROM `products` WHERE `id` = '4' AND json_extract(`specifications`, '$.current') = '57 A (in air at 30 °C)'
    AND json_extract(`specifications`, '$.insulation') = 'PVC'
    AND json_extract(`specifications`, '$.insulationMaterial') = 'PVC type A, 1.0 mm nominal wall'
    AND json_extract(`specifications`, '$.sheath') = 'PVC outer sheath, black'
    AND json_extract(`specifications`, '$.sheathMaterial') = 'PVC type ST1, UV stabilised'
    AND json_extract(`specifications`, '$.flexibility') = 'Class 2 stranded (IEC 60228)'
    AND json_extract(`specifications`, '$.temperature') = '-5 °C to +70 °C'
    AND json_extract(`specifications`, '$.operatingTemp') = '70 °C conductor; 160 °C short circuit (5 s)'
    AND json_extract(`specifications`, '$.bendRadius') = '12 × overall diameter'
    AND json_extract(`specifications`, '$.availableColors') = 'Brown, Black, Grey, Blue, Yellow/Green');--> statement-breakpoint
UPDATE `product_texts` SET `specifications` = '{"current":"18 A (في الهواء عند 30 °C)","insulation":"بولي فينيل كلوريد (PVC)","insulationMaterial":"بولي فينيل كلوريد (PVC) من النوع TI2، بسماكة اسمية 0.6 mm","sheath":"غلاف خارجي من PVC، رمادي RAL 7001","sheathMaterial":"بولي فينيل كلوريد (PVC) من النوع TM2، مقاوم للزيوت","flexibility":"الفئة 5، أسلاك دقيقة مرنة (IEC 60228)","temperature":"من -5 °C إلى 70 °C (مع الثني المتكرر)؛ حتى -30 °C في التركيب الثابت","operatingTemp":"70 °C للموصل","bendRadius":"7.5 × القطر الخارجي (مع الثني المتكرر)","availableColors":"قلوب سوداء مرقمة بالأبيض، وقلب تأريض أصفر/أخضر"}'
WHERE `product_id` = '5' AND `locale` = 'ar' AND `specifications` = '{}' AND EXISTS (
  SELECT 1 FROM `products` WHERE `id` = '5' AND json_extract(`specifications`, '$.current') = '18 A (in air at 30 °C)'
    AND json_extract(`specifications`, '$.insulation') = 'PVC'
    AND json_extract(`specifications`, '$.insulationMaterial') = 'PVC type TI2, 0.6 mm nominal wall'
    AND json_extract(`specifications`, '$.sheath') = 'PVC outer sheath, grey RAL 7001'
    AND json_extract(`specifications`, '$.sheathMaterial') = 'PVC type TM2, oil resistant'
    AND json_extract(`specifications`, '$.flexibility') = 'Class 5 fine-stranded, flexible (IEC 60228)'
    AND json_extract(`specifications`, '$.temperature') = '-5 °C to +70 °C (flexing); -30 °C fixed'
    AND json_extract(`specifications`, '$.operatingTemp') = '70 °C conductor'
    AND json_extract(`specifications`, '$.bendRadius') = '7.5 × overall diameter (flexing)'
    AND json_extract(`specifications`, '$.availableColors') = 'Black cores with white numbers, Yellow/Green earth');--> statement-breakpoint
UPDATE `product_texts` SET `specifications` = '{"current":"24 A (في الهواء عند 30 °C)","insulation":"بولي فينيل كلوريد (PVC)","insulationMaterial":"بولي فينيل كلوريد (PVC) من النوع TI2، بسماكة اسمية 0.7 mm","sheath":"ضفيرة من النحاس المقصدر (تغطية 85%) تحت غلاف من PVC","sheathMaterial":"بولي فينيل كلوريد (PVC) من النوع TM2، رمادي RAL 7001، مقاوم للزيوت","flexibility":"الفئة 5، أسلاك دقيقة مرنة (IEC 60228)","temperature":"من -5 °C إلى 70 °C (مع الثني المتكرر)؛ حتى -30 °C في التركيب الثابت","operatingTemp":"70 °C للموصل","bendRadius":"10 × القطر الخارجي (مع الثني المتكرر)","availableColors":"قلوب سوداء مرقمة بالأبيض، وقلب تأريض أصفر/أخضر"}'
WHERE `product_id` = '6' AND `locale` = 'ar' AND `specifications` = '{}' AND EXISTS (
  SELECT 1 FROM `products` WHERE `id` = '6' AND json_extract(`specifications`, '$.current') = '24 A (in air at 30 °C)'
    AND json_extract(`specifications`, '$.insulation') = 'PVC'
    AND json_extract(`specifications`, '$.insulationMaterial') = 'PVC type TI2, 0.7 mm nominal wall'
    AND json_extract(`specifications`, '$.sheath') = 'Tinned copper braid (85% coverage) under a PVC sheath'
    AND json_extract(`specifications`, '$.sheathMaterial') = 'PVC type TM2, grey RAL 7001, oil resistant'
    AND json_extract(`specifications`, '$.flexibility') = 'Class 5 fine-stranded, flexible (IEC 60228)'
    AND json_extract(`specifications`, '$.temperature') = '-5 °C to +70 °C (flexing); -30 °C fixed'
    AND json_extract(`specifications`, '$.operatingTemp') = '70 °C conductor'
    AND json_extract(`specifications`, '$.bendRadius') = '10 × overall diameter (flexing)'
    AND json_extract(`specifications`, '$.availableColors') = 'Black cores with white numbers, Yellow/Green earth');--> statement-breakpoint
UPDATE `product_texts` SET `specifications` = '{"current":"41 A (داخل مواسير عند 30 °C)","insulation":"بولي فينيل كلوريد (PVC)","insulationMaterial":"بولي فينيل كلوريد (PVC) من النوع C، بسماكة اسمية 0.8 mm","sheath":"بدون غلاف (عزل مفرد)","sheathMaterial":"لا ينطبق: يُركَّب داخل المواسير أو المجاري","flexibility":"الفئة 2، مجدول من 7 أسلاك (IEC 60228)","temperature":"من -5 °C إلى 70 °C","operatingTemp":"70 °C للموصل؛ 160 °C عند القصر (5 s)","bendRadius":"4 × القطر الخارجي","availableColors":"أحمر، أصفر، أزرق، أسود، بني، رمادي، أصفر/أخضر"}'
WHERE `product_id` = '7' AND `locale` = 'ar' AND `specifications` = '{}' AND EXISTS (
  SELECT 1 FROM `products` WHERE `id` = '7' AND json_extract(`specifications`, '$.current') = '41 A (in conduit at 30 °C)'
    AND json_extract(`specifications`, '$.insulation') = 'PVC'
    AND json_extract(`specifications`, '$.insulationMaterial') = 'PVC type C, 0.8 mm nominal wall'
    AND json_extract(`specifications`, '$.sheath') = 'None (single insulated)'
    AND json_extract(`specifications`, '$.sheathMaterial') = 'Not applicable: installed in conduit or trunking'
    AND json_extract(`specifications`, '$.flexibility') = 'Class 2 stranded, 7 wires (IEC 60228)'
    AND json_extract(`specifications`, '$.temperature') = '-5 °C to +70 °C'
    AND json_extract(`specifications`, '$.operatingTemp') = '70 °C conductor; 160 °C short circuit (5 s)'
    AND json_extract(`specifications`, '$.bendRadius') = '4 × overall diameter'
    AND json_extract(`specifications`, '$.availableColors') = 'Red, Yellow, Blue, Black, Brown, Grey, Yellow/Green');--> statement-breakpoint
UPDATE `product_texts` SET `specifications` = '{"current":"27 A (مثبت مباشرة عند 30 °C)","insulation":"بولي فينيل كلوريد (PVC)","insulationMaterial":"بولي فينيل كلوريد (PVC) من النوع TI1، بسماكة اسمية 0.7 mm","sheath":"غلاف مسطح من PVC","sheathMaterial":"بولي فينيل كلوريد (PVC) من النوع TM1، أبيض أو رمادي","flexibility":"الفئة 1 مصمت أو الفئة 2 مجدول (IEC 60228)","temperature":"من 0 °C إلى 70 °C","operatingTemp":"70 °C للموصل","bendRadius":"3 × العرض الكلي","availableColors":"قلب بني وقلب أزرق؛ غلاف أبيض أو رمادي"}'
WHERE `product_id` = '8' AND `locale` = 'ar' AND `specifications` = '{}' AND EXISTS (
  SELECT 1 FROM `products` WHERE `id` = '8' AND json_extract(`specifications`, '$.current') = '27 A (clipped direct at 30 °C)'
    AND json_extract(`specifications`, '$.insulation') = 'PVC'
    AND json_extract(`specifications`, '$.insulationMaterial') = 'PVC type TI1, 0.7 mm nominal wall'
    AND json_extract(`specifications`, '$.sheath') = 'Flat PVC sheath'
    AND json_extract(`specifications`, '$.sheathMaterial') = 'PVC type TM1, white or grey'
    AND json_extract(`specifications`, '$.flexibility') = 'Class 1 solid or class 2 stranded (IEC 60228)'
    AND json_extract(`specifications`, '$.temperature') = '0 °C to +70 °C'
    AND json_extract(`specifications`, '$.operatingTemp') = '70 °C conductor'
    AND json_extract(`specifications`, '$.bendRadius') = '3 × overall width'
    AND json_extract(`specifications`, '$.availableColors') = 'Brown and Blue cores; White or Grey sheath');
