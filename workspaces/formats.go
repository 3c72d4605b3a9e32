package workspaces

// The file formats, as Go structs decoded strictly from TOML. Each field's
// toml tag is the key; docs/formats.md documents every key (a test checks
// that). Conversion and validation into render and scheduler types is in
// build.go.

// workspaceFile is workspace.toml.
type workspaceFile struct {
	Name        string          `toml:"name"`
	Description string          `toml:"description"`
	Scene       *string         `toml:"scene"`
	Tasks       []string        `toml:"tasks"`
	Viewport    string          `toml:"viewport"`
	Debug       string          `toml:"debug"`
	Measured    string          `toml:"measured"`
	Machine     machineSection  `toml:"machine"`
	Scheduler   schedSection    `toml:"scheduler"`
	Graphics    graphicsSect    `toml:"graphics"`
	Runtime     runtimeSection  `toml:"runtime"`
	Commands    commandsSection `toml:"commands"`
}

type machineSection struct {
	Preset    string       `toml:"preset"`
	Name      string       `toml:"name"`
	SMs       *int         `toml:"sms"`
	WarpWidth *int         `toml:"warp_width"`
	ClockMHz  *int         `toml:"clock_mhz"`
	PerSM     perSMSection `toml:"per_sm"`
	// DispatchRate is the WDU's launch rate in CTAs per cycle (0: instant);
	// DispatchPer says over what: "machine" (default) or "sm".
	DispatchRate *float64 `toml:"dispatch_rate"`
	DispatchPer  string   `toml:"dispatch_per"`
	// DispatchDelay: cycles an SM waits after a CTA leaves before the next.
	DispatchDelay *int64 `toml:"dispatch_delay"`
	// Measured presets (docs/hardware.md): SMs per TPC (the unit of an mps
	// share), where the values come from, and the command processor's time
	// slice and switch cost.
	SMsPerTPC    *int    `toml:"sms_per_tpc"`
	Origin       *string `toml:"origin"`
	TimeSlice    *int64  `toml:"time_slice"`
	SwitchCycles *int64  `toml:"switch_cycles"`
}

type perSMSection struct {
	CTAs      *int `toml:"ctas"`
	Warps     *int `toml:"warps"`
	Threads   *int `toml:"threads"`
	Registers *int `toml:"registers"`
	SharedMem *int `toml:"shared_mem"`
	SIMDs     *int `toml:"simds"`
}

type schedSection struct {
	Policy             string `toml:"policy"`
	Dispatch           string `toml:"dispatch"`
	Counting           string `toml:"counting"`
	MaxDepth           int    `toml:"max_depth"`
	MaxPendingLaunches int    `toml:"max_pending_launches"`
	QueueSize          int    `toml:"queue_size"`
	HostWriteCycles    *int64 `toml:"host_write_cycles"`
	EOCCycles          int64  `toml:"eoc_cycles"`
	EOCOnTMU           bool   `toml:"eoc_on_tmu"`
	MembarCycles       int64  `toml:"membar_cycles"`
	Membar             string `toml:"membar"`
	Queue              string `toml:"queue"`
	Seed               int64  `toml:"seed"`
	MaxCycles          int64  `toml:"max_cycles"`
	// partitioning (workspaces/partition.go)
	Partition         string `toml:"partition"`
	Utilization       string `toml:"utilization"`
	Threshold         *int   `toml:"threshold"`
	SaveLatency       *int64 `toml:"save_latency"`
	SaveBytesPerCycle *int   `toml:"save_bytes_per_cycle"`
	SaveChannels      *int   `toml:"save_channels"`
	Quantum           *int64 `toml:"quantum"`
	LatencyBound      *int64 `toml:"latency_bound"`
}

type graphicsSect struct {
	Enabled           *bool `toml:"enabled"`
	VertexThreads     int   `toml:"vertex_threads"`
	VertexRegisters   int   `toml:"vertex_registers"`
	FragmentThreads   int   `toml:"fragment_threads"`
	FragmentRegisters int   `toml:"fragment_registers"`
	FragmentSharedMem int   `toml:"fragment_shared_mem"`
	Priority          int   `toml:"priority"`
	SubmitAt          int64 `toml:"submit_at"`
}

// sceneFile is a scene file.
type sceneFile struct {
	Clear      colorValue    `toml:"clear"`
	ClearDepth *float64      `toml:"clear_depth"`
	Cameras    []cameraDef   `toml:"cameras"`
	Viewports  []viewportDef `toml:"viewports"`
	Light      lightDef      `toml:"light"`
	Materials  []materialDef `toml:"materials"`
	State      stateDef      `toml:"state"`
	Meshes     []meshDef     `toml:"meshes"`
}

type cameraDef struct {
	Name        string      `toml:"name"`
	Projection  string      `toml:"projection"`
	Eye         *[3]float32 `toml:"eye"`
	Target      [3]float32  `toml:"target"`
	Up          *[3]float32 `toml:"up"`
	FovY        *float32    `toml:"fov_y"`
	Near        *float32    `toml:"near"`
	Far         *float32    `toml:"far"`
	OrthoHeight *float32    `toml:"ortho_height"`
	PixelWidth  int         `toml:"pixel_width"`
}

type viewportDef struct {
	Name          string `toml:"name"`
	Camera        string `toml:"camera"`
	Width         int    `toml:"width"`
	Height        int    `toml:"height"`
	Snap          string `toml:"snap"`
	SubpixelBits  *int   `toml:"subpixel_bits"`
	ReferenceSize int    `toml:"reference_size"`
	Levels        []int  `toml:"levels"`
	Hierarchy     bool   `toml:"hierarchy"`
	EdgeBits      int    `toml:"edge_bits"`
	EdgeEval      string `toml:"edge_eval"`
	Conservative  bool   `toml:"conservative"`
	Degenerate    string `toml:"degenerate"`
	Samples       int    `toml:"samples"`
	TileSize      int    `toml:"tile_size"`
	Debug         string `toml:"debug"`
}

type lightDef struct {
	Direction *[3]float32 `toml:"direction"`
	Color     vec3Value   `toml:"color"`
	Ambient   vec3Value   `toml:"ambient"`
}

type materialDef struct {
	Name      string     `toml:"name"`
	Shading   string     `toml:"shading"`
	Color     colorValue `toml:"color"`
	Specular  vec3Value  `toml:"specular"`
	Shininess float32    `toml:"shininess"`
	Texture   string     `toml:"texture"`
	Filter    string     `toml:"filter"`
	MagFilter string     `toml:"mag_filter"`
	Wrap      bool       `toml:"wrap"`
}

type stateDef struct {
	DepthTest  *bool   `toml:"depth_test"`
	DepthFunc  string  `toml:"depth_func"`
	DepthWrite *bool   `toml:"depth_write"`
	Blend      string  `toml:"blend"`
	ColorMask  *string `toml:"color_mask"`
	Cull       string  `toml:"cull"`
	FrontFace  string  `toml:"front_face"`
}

type meshDef struct {
	Name      string      `toml:"name"`
	File      string      `toml:"file"`
	Vertices  []vertexDef `toml:"vertices"`
	Indices   []int64     `toml:"indices"`
	Topology  string      `toml:"topology"`
	Material  string      `toml:"material"`
	Translate [3]float32  `toml:"translate"`
	Rotate    [3]float32  `toml:"rotate"`
	Scale     vec3Value   `toml:"scale"`
	State     *stateDef   `toml:"state"`
	Visible   *bool       `toml:"visible"`

	hasUV bool // set while loading: the mesh has texture coordinates
}

type vertexDef struct {
	Position [3]float32  `toml:"position"`
	Color    colorValue  `toml:"color"`
	Normal   *[3]float32 `toml:"normal"`
	UV       [2]float32  `toml:"uv"`
}

// tasksFile is a task file.
type tasksFile struct {
	Kernels []kernelDef `toml:"kernels"`
	Streams []streamDef `toml:"streams"`
	Tasks   []taskDef   `toml:"tasks"`
}

type kernelDef struct {
	Name            string   `toml:"name"`
	CyclesPerThread int64    `toml:"cycles_per_thread"`
	JitterPercent   int      `toml:"jitter_percent"`
	Registers       int      `toml:"registers"`
	SharedMem       int      `toml:"shared_mem"`
	Block           dimValue `toml:"block"`
	CacheSplit      string   `toml:"cache_split"`
	Idempotent      bool     `toml:"idempotent"`
}

type streamDef struct {
	Name     string `toml:"name"`
	Priority int    `toml:"priority"`
	Share    *int   `toml:"share"`
}

type taskDef struct {
	Name          string     `toml:"name"`
	Kernel        string     `toml:"kernel"`
	Grid          dimValue   `toml:"grid"`
	Block         dimValue   `toml:"block"`
	Priority      int        `toml:"priority"`
	Stream        string     `toml:"stream"`
	After         []string   `toml:"after"`
	SubmitAt      int64      `toml:"submit_at"`
	Semaphores    []string   `toml:"semaphores"`
	MemoryBarrier bool       `toml:"memory_barrier"`
	Launch        *launchDef `toml:"launch"`
	Share         *int       `toml:"share"`
	Reduce        string     `toml:"reduce"`
}

type launchDef struct {
	At                 *float64 `toml:"at"`
	Children           []string `toml:"children"`
	Every              int      `toml:"every"`
	ContinuationKernel string   `toml:"continuation_kernel"`
}
