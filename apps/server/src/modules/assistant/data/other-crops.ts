/**
 * Crops farmers ask about that the crop catalogue has no practices for yet, with the names they use (English,
 * romanised Hindi, Devanagari). Naming one gets an honest "not yet" for that crop, never another crop's advice; a
 * misspelling close to one of them and to a catalogue crop is asked back. Written for this project.
 */
export interface OtherCrop {
  en: string;
  hi: string;
  names: string[];
}

export const otherCrops: OtherCrop[] = [
  { en: 'turmeric', hi: 'हल्दी', names: ['turmeric', 'haldi', 'हल्दी'] },
  { en: 'ajwain (bishop\'s weed)', hi: 'अजवाइन', names: ['ajwain', 'ajowan', 'ajwine', 'bishops weed', "bishop's weed", 'carom', 'अजवाइन'] },
  { en: 'ginger', hi: 'अदरक', names: ['ginger', 'adrak', 'अदरक'] },
  { en: 'coriander', hi: 'धनिया', names: ['coriander', 'dhaniya', 'dhania', 'धनिया'] },
  { en: 'cumin', hi: 'जीरा', names: ['cumin', 'jeera', 'jira', 'जीरा'] },
  { en: 'fenugreek', hi: 'मेथी', names: ['fenugreek', 'methi', 'मेथी'] },
  { en: 'fennel', hi: 'सौंफ', names: ['fennel', 'saunf', 'sonf', 'सौंफ'] },
  { en: 'tea', hi: 'चाय', names: ['tea garden', 'tea plantation', 'चाय बागान'] },
  { en: 'coffee', hi: 'कॉफी', names: ['coffee', 'कॉफी'] },
  { en: 'cardamom', hi: 'इलायची', names: ['cardamom', 'elaichi', 'इलायची'] },
  { en: 'black pepper', hi: 'काली मिर्च', names: ['black pepper', 'kali mirch', 'काली मिर्च'] },
  { en: 'coconut', hi: 'नारियल', names: ['coconut', 'nariyal', 'नारियल'] },
  { en: 'arecanut', hi: 'सुपारी', names: ['arecanut', 'areca', 'supari', 'सुपारी'] },
  { en: 'cashew', hi: 'काजू', names: ['cashew', 'kaju', 'काजू'] },
  { en: 'rubber', hi: 'रबड़', names: ['rubber'] },
  { en: 'castor', hi: 'अरंडी', names: ['castor', 'arandi', 'अरंडी'] },
  { en: 'linseed', hi: 'अलसी', names: ['linseed', 'alsi', 'flax', 'अलसी'] },
  { en: 'safflower', hi: 'कुसुम', names: ['safflower', 'kusum'] },
  { en: 'cowpea', hi: 'लोबिया', names: ['cowpea', 'lobia', 'lobiya', 'लोबिया'] },
  { en: 'kidney bean (rajma)', hi: 'राजमा', names: ['rajma', 'kidney bean', 'राजमा'] },
  { en: 'horse gram', hi: 'कुल्थी', names: ['horse gram', 'kulthi', 'कुल्थी'] },
  { en: 'watermelon', hi: 'तरबूज', names: ['watermelon', 'tarbooj', 'tarbuj', 'तरबूज'] },
  { en: 'muskmelon', hi: 'खरबूजा', names: ['muskmelon', 'kharbuja', 'kharbooja', 'खरबूजा'] },
  { en: 'bitter gourd', hi: 'करेला', names: ['bitter gourd', 'karela', 'करेला'] },
  { en: 'ridge gourd', hi: 'तोरई', names: ['ridge gourd', 'torai', 'turai', 'तोरई'] },
  { en: 'sweet potato', hi: 'शकरकंद', names: ['sweet potato', 'shakarkand', 'शकरकंद'] },
  { en: 'tapioca (cassava)', hi: 'टैपिओका', names: ['tapioca', 'cassava'] },
  { en: 'litchi', hi: 'लीची', names: ['litchi', 'lichi', 'लीची'] },
  { en: 'aonla (Indian gooseberry)', hi: 'आंवला', names: ['aonla', 'amla', 'आंवला'] },
  { en: 'mustard greens', hi: 'सरसों का साग', names: ['sarson ka saag'] },
  { en: 'marigold', hi: 'गेंदा', names: ['marigold', 'genda', 'गेंदा'] },
  { en: 'rose', hi: 'गुलाब', names: ['gulab', 'गुलाब'] },
  { en: 'mentha (mint)', hi: 'मेंथा', names: ['mentha', 'pudina', 'mint', 'पुदीना'] },
  { en: 'aloe vera', hi: 'एलोवेरा', names: ['aloe vera', 'aloevera', 'एलोवेरा'] },
  { en: 'stevia', hi: 'स्टीविया', names: ['stevia'] },
];
