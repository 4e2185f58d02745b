import type { ProductType, UnitMeasure } from '@agrocadena/contracts';
import type { DemoUserKey } from './context';
import type { Motif } from './product-images';

/** How a demo product's stock moved over the last months (see stock-history.ts). */
export interface HistoryPlan {
  /** Typical quantity bought or harvested at once; also the first stock. */
  lot: number;
  /** Cost per unit of the first lot, whole pesos. */
  unitCost: number;
  /** Ledger rows, the initial one included (6–15). */
  movements: number;
  /** Drift of lot costs over the period, e.g. 0.1 = lots end up 10 % dearer. */
  trend: number;
  /** The last movement sells what was left. */
  outOfStock?: boolean;
  /** Days a lot keeps from the day it entered (perishables); none: its lots do not expire. */
  shelfLifeDays?: number;
}

export interface DemoProduct {
  name: string;
  description: string;
  type: ProductType;
  unitMeasure: UnitMeasure;
  /** Sale price per unit, whole pesos; null when it is not sold. */
  price: number | null;
  public: boolean;
  image: { motif: Motif; colors: [string, string]; background: [string, string] };
  history: HistoryPlan;
}

type Catalogue = Partial<Record<DemoUserKey, DemoProduct[]>>;

/** Products of the Colombian Caribbean for each demo account that keeps an inventory. */
export const DEMO_PRODUCTS: Catalogue = {
  // A farm in Malambo.
  agro: [
    {
      name: 'Yuca',
      description: 'Yuca blanca de la vereda Caracolí, arrancada a mano y lavada. Ideal para bollo y sancocho.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: 2200,
      public: true,
      image: { motif: 'tuber', colors: ['#8d5a35', '#f3e3c3'], background: ['#fdf1dc', '#e9c99a'] },
      history: { lot: 400, unitCost: 1300, movements: 12, trend: 0.08 },
    },
    {
      name: 'Ñame espino',
      description: 'Ñame espino de cosecha reciente, firme y sin golpes. Se vende por kilo.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: 3500,
      public: true,
      image: { motif: 'tuber', colors: ['#6b4a2e', '#e8d7b4'], background: ['#f6ead8', '#d9b98c'] },
      history: { lot: 300, unitCost: 2000, movements: 9, trend: 0.12 },
    },
    {
      name: 'Mango de azúcar',
      description: 'Mango de azúcar maduro en su punto, dulce y de pulpa sin hilachas.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: 4000,
      public: true,
      image: { motif: 'fruit', colors: ['#f5a623', '#4f9d3a'], background: ['#fff6d6', '#ffd77a'] },
      history: { lot: 250, unitCost: 1800, movements: 14, trend: -0.1 },
    },
    {
      name: 'Ají dulce',
      description: 'Ají dulce costeño, aromático y sin picante, para guisos y arroces.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: 6000,
      public: false,
      image: { motif: 'pepper', colors: ['#d7263d', '#3f8f3a'], background: ['#ffe3e0', '#ffb3a7'] },
      history: { lot: 60, unitCost: 3500, movements: 8, trend: 0.15 },
    },
    {
      name: 'Maíz blanco',
      description: 'Maíz blanco seco en grano, para arepas y bollos de mazorca.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: 1800,
      public: true,
      image: { motif: 'corn', colors: ['#f4e7a1', '#6aa84f'], background: ['#f9f6df', '#e6dc9a'] },
      history: { lot: 600, unitCost: 1000, movements: 10, trend: 0.05, outOfStock: true },
    },
    {
      name: 'Plátano hartón',
      description: 'Plátano hartón verde, por unidad. Bueno para patacón y tajadas.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Un',
      price: 700,
      public: true,
      image: { motif: 'banana', colors: ['#8cbf3f', '#4e7d1e'], background: ['#eef7dc', '#c9e39b'] },
      history: { lot: 500, unitCost: 350, movements: 11, trend: 0.06 },
    },
    {
      name: 'Limón Tahití',
      description: 'Limón Tahití sin semilla, verde y jugoso, recogido a mano cada semana. Se vende por kilo.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: 3000,
      public: true,
      image: { motif: 'fruit', colors: ['#5a9e2f', '#2f6b1a'], background: ['#f1f8e4', '#c5e1a5'] },
      history: { lot: 200, unitCost: 1600, movements: 9, trend: 0.07 },
    },
    {
      name: 'Leche de ordeño',
      description: 'Leche cruda de vaca del ordeño de la mañana, enfriada en tanque. Se entrega a la quesera del pueblo.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Lt',
      price: 2100,
      public: true,
      image: { motif: 'drop', colors: ['#ffffff', '#5b8def'], background: ['#e3f0ff', '#a9c8f5'] },
      history: { lot: 400, unitCost: 1500, movements: 8, trend: 0.05, shelfLifeDays: 4 },
    },
    {
      name: 'Patilla',
      description: 'Patilla (sandía) grande de cultivo propio, roja y jugosa.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Un',
      price: 9000,
      public: false,
      image: { motif: 'melon', colors: ['#e63946', '#2d6a4f'], background: ['#e8f5e9', '#a5d6a7'] },
      history: { lot: 60, unitCost: 4500, movements: 7, trend: 0.04 },
    },
  ],

  // A dairy and food plant in Barranquilla: raw materials in, finished products out.
  enterprise: [
    {
      name: 'Leche cruda',
      description: 'Leche cruda de vaca recibida de fincas de Malambo y Sabanagrande, refrigerada a 4 °C.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Lt',
      price: null,
      public: false,
      image: { motif: 'drop', colors: ['#ffffff', '#5b8def'], background: ['#e3f0ff', '#a9c8f5'] },
      history: { lot: 1500, unitCost: 1900, movements: 15, trend: 0.07, shelfLifeDays: 6 },
    },
    {
      name: 'Yuca para bollo',
      description: 'Yuca fresca comprada a productores de la zona para la línea de bollos.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: null,
      public: false,
      image: { motif: 'tuber', colors: ['#8d5a35', '#f3e3c3'], background: ['#fbeede', '#e2c49a'] },
      history: { lot: 300, unitCost: 1500, movements: 10, trend: 0.1 },
    },
    {
      name: 'Queso costeño',
      description: 'Queso costeño fresco, salado y firme, en bloques de un kilo.',
      type: 'FINISHED_PRODUCT',
      unitMeasure: 'Kg',
      price: 24000,
      public: true,
      image: { motif: 'cheese', colors: ['#fbe8a6', '#e0bf5a'], background: ['#fff8e1', '#ffe08a'] },
      history: { lot: 80, unitCost: 15000, movements: 13, trend: 0.06, shelfLifeDays: 25 },
    },
    {
      name: 'Suero costeño',
      description: 'Suero atollabuey en frasco de 250 g, para acompañar yuca, bollo y arepa.',
      type: 'FINISHED_PRODUCT',
      unitMeasure: 'Un',
      price: 6500,
      public: true,
      image: { motif: 'jar', colors: ['#fffaf0', '#3a7bd5'], background: ['#e6f1ff', '#b5d0f7'] },
      history: { lot: 120, unitCost: 3800, movements: 11, trend: 0.05, shelfLifeDays: 20 },
    },
    {
      name: 'Bollo de yuca',
      description: 'Bollo limpio de yuca envuelto en hoja de maíz, cocido el mismo día.',
      type: 'FINISHED_PRODUCT',
      unitMeasure: 'Un',
      price: 2500,
      public: true,
      image: { motif: 'bun', colors: ['#f1e3b8', '#7fa650'], background: ['#f3f8e6', '#cfe3a8'] },
      history: { lot: 200, unitCost: 1200, movements: 12, trend: 0.08, outOfStock: true },
    },
    {
      name: 'Pulpa de mango',
      description: 'Pulpa de mango de azúcar pasteurizada, sin azúcar añadida, en bolsa de 1 kg.',
      type: 'FINISHED_PRODUCT',
      unitMeasure: 'Kg',
      price: 9000,
      public: true,
      image: { motif: 'jar', colors: ['#f7a400', '#c46a00'], background: ['#fff3d6', '#ffc766'] },
      history: { lot: 90, unitCost: 5200, movements: 9, trend: -0.04 },
    },
    {
      name: 'Sal marina',
      description: 'Sal marina de Manaure para el salado del queso.',
      type: 'SUPPLIE',
      unitMeasure: 'Kg',
      price: null,
      public: false,
      image: { motif: 'sack', colors: ['#f5f5f5', '#90a4ae'], background: ['#eceff1', '#b0bec5'] },
      history: { lot: 50, unitCost: 1200, movements: 6, trend: 0.03 },
    },
    // The mango pulp line (selection → pulping → pasteurising and packing, the demo activities).
    {
      name: 'Mango de azúcar',
      description: 'Mango de azúcar de Ciénaga y Sabanalarga, recibido por canastilla de 20 kg.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: null,
      public: false,
      image: { motif: 'fruit', colors: ['#f9a825', '#e65100'], background: ['#fff8e1', '#ffcc80'] },
      history: { lot: 400, unitCost: 1800, movements: 10, trend: 0.06 },
    },
    {
      name: 'Mango seleccionado',
      description: 'Mango lavado y desinfectado, sin golpes ni sobremaduración, listo para despulpar.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: null,
      public: false,
      image: { motif: 'fruit', colors: ['#fbc02d', '#f57f17'], background: ['#fffde7', '#fff176'] },
      history: { lot: 120, unitCost: 2100, movements: 6, trend: 0.03 },
    },
    {
      name: 'Pulpa de mango cruda',
      description: 'Pulpa recién despulpada y refinada, sin pasteurizar: se procesa el mismo día.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: null,
      public: false,
      image: { motif: 'jar', colors: ['#ffb300', '#ef6c00'], background: ['#fff3e0', '#ffe0b2'] },
      history: { lot: 60, unitCost: 3600, movements: 6, trend: 0.02 },
    },
    {
      name: 'Bolsa de 1 kg',
      description: 'Bolsa coextruida de alta barrera para pulpa, con sello térmico.',
      type: 'SUPPLIE',
      unitMeasure: 'Un',
      price: null,
      public: false,
      image: { motif: 'sack', colors: ['#e3f2fd', '#1e88e5'], background: ['#e8eaf6', '#9fa8da'] },
      history: { lot: 1000, unitCost: 180, movements: 6, trend: 0.01 },
    },
  ],

  // A farm-supply shop in Sabanalarga: everything it keeps is a supply.
  supplier: [
    {
      name: 'Fertilizante triple 15',
      description: 'Fertilizante NPK 15-15-15 granulado, bulto de 50 kg.',
      type: 'SUPPLIE',
      unitMeasure: 'Un',
      price: 185000,
      public: true,
      image: { motif: 'sack', colors: ['#e8f5e9', '#2e7d32'], background: ['#e8f5e9', '#9ccc65'] },
      history: { lot: 40, unitCost: 142000, movements: 12, trend: 0.12 },
    },
    {
      name: 'Semilla de maíz blanco certificada',
      description: 'Semilla certificada de maíz blanco de alto rendimiento para clima cálido.',
      type: 'SUPPLIE',
      unitMeasure: 'Kg',
      price: 18000,
      public: true,
      image: { motif: 'seeds', colors: ['#f6ecc0', '#c9a227'], background: ['#fffbe6', '#f2dc8b'] },
      history: { lot: 200, unitCost: 12500, movements: 10, trend: 0.05 },
    },
    {
      name: 'Sacos de yute',
      description: 'Sacos de yute (fique) de 50 kg para empacar yuca, ñame y maíz.',
      type: 'SUPPLIE',
      unitMeasure: 'Un',
      price: 3500,
      public: true,
      image: { motif: 'sack', colors: ['#d9b382', '#8b5e34'], background: ['#f7ecdc', '#d8b98f'] },
      history: { lot: 500, unitCost: 2100, movements: 11, trend: 0.02 },
    },
    {
      name: 'Abono orgánico compostado',
      description: 'Compost de gallinaza y residuos de cosecha, bulto de 40 kg.',
      type: 'SUPPLIE',
      unitMeasure: 'Un',
      price: 32000,
      public: true,
      image: { motif: 'sack', colors: ['#a1887f', '#4e342e'], background: ['#efebe9', '#bcaaa4'] },
      history: { lot: 60, unitCost: 21000, movements: 8, trend: 0.06 },
    },
    {
      name: 'Cal agrícola',
      description: 'Cal dolomita para corregir la acidez del suelo, bulto de 25 kg.',
      type: 'SUPPLIE',
      unitMeasure: 'Un',
      price: 15000,
      public: false,
      image: { motif: 'sack', colors: ['#ffffff', '#78909c'], background: ['#f5f7f8', '#cfd8dc'] },
      history: { lot: 80, unitCost: 9500, movements: 7, trend: 0.04, outOfStock: true },
    },
    {
      name: 'Semilla de ají dulce',
      description: 'Semilla de ají dulce criollo seleccionada, se vende por gramo.',
      type: 'SUPPLIE',
      unitMeasure: 'Gr',
      price: 900,
      public: false,
      image: { motif: 'seeds', colors: ['#fff1e0', '#d7263d'], background: ['#fff0ee', '#ffb4a8'] },
      history: { lot: 500, unitCost: 550, movements: 9, trend: 0.08 },
    },
  ],

  // An arepa kitchen in Soledad: it buys flour and has its cheese made to order by the dairy.
  kitchen: [
    {
      name: 'Harina de maíz',
      description: 'Harina de maíz blanco precocida, bulto de 25 kg.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: null,
      public: false,
      image: { motif: 'sack', colors: ['#f5f0e1', '#c9a227'], background: ['#fffde7', '#f0e2a8'] },
      history: { lot: 100, unitCost: 3200, movements: 8, trend: 0.05 },
    },
    {
      name: 'Leche para queso',
      description: 'Leche cruda para el queso del relleno, cuando se hace en casa.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Lt',
      price: null,
      public: false,
      image: { motif: 'drop', colors: ['#ffffff', '#5b8def'], background: ['#e3f0ff', '#a9c8f5'] },
      history: { lot: 60, unitCost: 1900, movements: 6, trend: 0.04, outOfStock: true },
    },
    {
      name: 'Queso para relleno',
      description: 'Queso costeño rallado para rellenar las arepas.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: null,
      public: false,
      image: { motif: 'cheese', colors: ['#fbe8a6', '#e0bf5a'], background: ['#fff8e1', '#ffe08a'] },
      history: { lot: 10, unitCost: 25000, movements: 7, trend: 0.05 },
    },
    {
      name: 'Arepa de queso',
      description: 'Arepa asada rellena de queso costeño, por unidad.',
      type: 'FINISHED_PRODUCT',
      unitMeasure: 'Un',
      price: 2500,
      public: false,
      image: { motif: 'bun', colors: ['#f3d27a', '#c98b2b'], background: ['#fff8e1', '#ffe0a3'] },
      history: { lot: 200, unitCost: 1400, movements: 12, trend: 0.05 },
    },
  ],

  // A corner shop in Puerto Colombia: finished goods for the neighbourhood.
  minorist: [
    {
      name: 'Queso costeño',
      description: 'Queso costeño fresco de Lácteos del Caribe, se vende por kilo.',
      type: 'FINISHED_PRODUCT',
      unitMeasure: 'Kg',
      price: 28000,
      public: true,
      image: { motif: 'cheese', colors: ['#fbe8a6', '#e0bf5a'], background: ['#fffde7', '#fff176'] },
      history: { lot: 15, unitCost: 24000, movements: 13, trend: 0.05 },
    },
    {
      name: 'Suero costeño',
      description: 'Suero costeño en frasco de 250 g, siempre refrigerado.',
      type: 'FINISHED_PRODUCT',
      unitMeasure: 'Un',
      price: 7500,
      public: true,
      image: { motif: 'jar', colors: ['#fffaf0', '#3a7bd5'], background: ['#e3f2fd', '#90caf9'] },
      history: { lot: 30, unitCost: 6500, movements: 11, trend: 0.04 },
    },
    {
      name: 'Bollo de yuca',
      description: 'Bollo de yuca del día, por unidad.',
      type: 'FINISHED_PRODUCT',
      unitMeasure: 'Un',
      price: 3000,
      public: true,
      image: { motif: 'bun', colors: ['#f1e3b8', '#7fa650'], background: ['#f1f8e9', '#c5e1a5'] },
      history: { lot: 50, unitCost: 2500, movements: 14, trend: 0.06, outOfStock: true },
    },
    {
      name: 'Arroz blanco',
      description: 'Arroz blanco de grano largo, empaque de una libra.',
      type: 'FINISHED_PRODUCT',
      unitMeasure: 'Lb',
      price: 2800,
      public: true,
      image: { motif: 'sack', colors: ['#fafafa', '#5c6bc0'], background: ['#e8eaf6', '#c5cae9'] },
      history: { lot: 100, unitCost: 2200, movements: 10, trend: 0.03 },
    },
    {
      name: 'Panela',
      description: 'Panela redonda de 500 g para jugos y aguapanela.',
      type: 'FINISHED_PRODUCT',
      unitMeasure: 'Un',
      price: 3500,
      public: false,
      image: { motif: 'brick', colors: ['#b5651d', '#7a3e0c'], background: ['#fbe9e7', '#ffab91'] },
      history: { lot: 60, unitCost: 2600, movements: 8, trend: 0.07 },
    },
    {
      name: 'Aceite vegetal',
      description: 'Aceite vegetal de palma, botella de un litro.',
      type: 'FINISHED_PRODUCT',
      unitMeasure: 'Lt',
      price: 9500,
      public: true,
      image: { motif: 'bottle', colors: ['#f9c74f', '#f3722c'], background: ['#fff8e1', '#ffe082'] },
      history: { lot: 24, unitCost: 7800, movements: 9, trend: -0.03 },
    },
    {
      name: 'Pulpa de mango',
      description: 'Pulpa de mango congelada, bolsa de 1 kg.',
      type: 'FINISHED_PRODUCT',
      unitMeasure: 'Kg',
      price: 11000,
      public: false,
      image: { motif: 'jar', colors: ['#f7a400', '#c46a00'], background: ['#fff3e0', '#ffcc80'] },
      history: { lot: 20, unitCost: 9000, movements: 7, trend: 0.02 },
    },
    {
      name: 'Limón Tahití',
      description: 'Limón Tahití por kilo, de las fincas de Malambo.',
      type: 'RAW_MATERIAL',
      unitMeasure: 'Kg',
      price: 4500,
      public: false,
      image: { motif: 'fruit', colors: ['#6ab04c', '#2f6b1a'], background: ['#f1f8e4', '#dcedc8'] },
      history: { lot: 15, unitCost: 3000, movements: 6, trend: 0.05 },
    },
  ],
};
